// Arabic twins of the demo catalogue's specification rows (issue 12 item 4,
// docs/decisions/025): every label, and the values that are words. Model
// names, standards and figures (RTX 4090, DDR5 5600 MHz, HDMI 2.1) stay as
// they are, as UAE stores write them on their Arabic pages.
import type { SpecRowJson } from '../db/schema';

export const SPEC_LABELS_AR: Record<string, string> = {
  CPU: 'المعالج',
  GPU: 'كرت الشاشة',
  RAM: 'الذاكرة العشوائية',
  Storage: 'التخزين',
  Cooling: 'التبريد',
  'Power supply': 'مزود الطاقة',
  OS: 'نظام التشغيل',
  Warranty: 'الضمان',
  'Screen size': 'حجم الشاشة',
  Resolution: 'الدقة',
  'Refresh rate': 'معدل التحديث',
  Panel: 'نوع اللوحة',
  Weight: 'الوزن',
  'Response time': 'زمن الاستجابة',
  HDR: 'HDR',
  Connectivity: 'الاتصال',
  'Adaptive sync': 'المزامنة التكيفية',
  'Licence type': 'نوع الترخيص',
  Devices: 'الأجهزة',
  Delivery: 'التسليم',
  Languages: 'اللغات',
  Sensor: 'المستشعر',
  Battery: 'البطارية',
  Buttons: 'الأزرار',
  Users: 'المستخدمون',
  'Cloud storage': 'التخزين السحابي',
  Switches: 'المفاتيح',
  Layout: 'التخطيط',
  Drivers: 'مشغلات الصوت',
  Cores: 'الأنوية',
  Platforms: 'المنصات',
  'Noise cancelling': 'عزل الضوضاء',
  Power: 'الطاقة',
};

/** Values that are words, whole. */
const VALUES_AR: Record<string, string> = {
  '240 mm liquid cooler, 3 ARGB fans': 'تبريد سائل 240 مم، 3 مراوح ARGB',
  '360 mm liquid cooler': 'تبريد سائل 360 مم',
  '240 mm liquid cooler': 'تبريد سائل 240 مم',
  '360 mm liquid cooler, FrostBlade 2.0 fans': 'تبريد سائل 360 مم، مراوح FrostBlade 2.0',
  'Legion Coldfront 360 mm liquid cooler': 'تبريد سائل Legion Coldfront بقياس 360 مم',
  'OMEN Cryo Chamber 360 mm liquid cooler': 'تبريد سائل OMEN Cryo Chamber بقياس 360 مم',
  'iCUE H150i ELITE 360 mm liquid cooler': 'تبريد سائل iCUE H150i ELITE بقياس 360 مم',
  'iCUE LINK H150i 360 mm liquid cooler': 'تبريد سائل iCUE LINK H150i بقياس 360 مم',
  'MAG CoreLiquid 360 mm liquid cooler': 'تبريد سائل MAG CoreLiquid بقياس 360 مم',
  'Silent Storm liquid cooling': 'تبريد سائل Silent Storm',
  'Custom hard-line water loop, 2 x 360 mm radiators': 'دائرة تبريد مائي مخصصة بأنابيب صلبة، مشعّان 360 مم',
  'Air cooler': 'تبريد هوائي',
  'Air cooler, 2 case fans': 'تبريد هوائي، مروحتان للهيكل',
  'Air cooler, 2 ARGB fans': 'تبريد هوائي، مروحتا ARGB',
  'Air cooler, FrostBlade fans': 'تبريد هوائي، مراوح FrostBlade',
  'Tower air cooler': 'مبرد هوائي برجي',
  '1 year local warranty': 'ضمان محلي لمدة سنة',
  '2 years local warranty': 'ضمان محلي لمدة سنتين',
  '3 years local warranty': 'ضمان محلي لمدة 3 سنوات',
  '2 years premium support': 'دعم مميز لمدة سنتين',
  '3 years Legion Ultimate Support': 'دعم Legion Ultimate لمدة 3 سنوات',
  '3 years parts and labour': '3 سنوات قطع غيار وصيانة',
  'Perpetual, retail': 'دائم، نسخة تجزئة',
  'Perpetual, one-time purchase': 'دائم، شراء لمرة واحدة',
  'Perpetual, volume': 'دائم، ترخيص مؤسسي',
  '12-month subscription': 'اشتراك لمدة 12 شهرًا',
  '1-year subscription': 'اشتراك لمدة سنة',
  '3-month membership': 'عضوية لمدة 3 أشهر',
  '1 PC': 'جهاز كمبيوتر واحد',
  '1 PC or Mac': 'جهاز PC أو Mac واحد',
  '3 devices': '3 أجهزة',
  '5 devices': '5 أجهزة',
  'Install on 2 computers': 'التثبيت على جهازي كمبيوتر',
  'Up to 6 people': 'حتى 6 أشخاص',
  '1 TB per person': '1 تيرابايت لكل شخص',
  '16 cores, 2 VMs': '16 نواة، جهازان افتراضيان',
  'Xbox, Windows PC, cloud': 'Xbox، كمبيوتر Windows، السحابة',
  'Digital key by e-mail': 'مفتاح رقمي عبر البريد الإلكتروني',
  'Licence certificate and key by e-mail': 'شهادة الترخيص والمفتاح عبر البريد الإلكتروني',
  'All languages, including Arabic': 'جميع اللغات، بما فيها العربية',
  'LIGHTSPEED wireless, USB-C': 'لاسلكي LIGHTSPEED، USB-C',
  'LIGHTSPEED wireless, Bluetooth, USB-C': 'لاسلكي LIGHTSPEED، بلوتوث، USB-C',
  'LIGHTSPEED wireless, Bluetooth, 3.5 mm': 'لاسلكي LIGHTSPEED، بلوتوث، 3.5 مم',
  'HyperSpeed wireless, USB-C': 'لاسلكي HyperSpeed، USB-C',
  'HyperSpeed wireless, Bluetooth': 'لاسلكي HyperSpeed، بلوتوث',
  'SLIPSTREAM wireless, Bluetooth': 'لاسلكي SLIPSTREAM، بلوتوث',
  'SLIPSTREAM wireless, Bluetooth, USB-C': 'لاسلكي SLIPSTREAM، بلوتوث، USB-C',
  'Quantum 2.0 wireless, Bluetooth, USB-C': 'لاسلكي Quantum 2.0، بلوتوث، USB-C',
  '2.4 GHz wireless, Bluetooth, USB-C': 'لاسلكي 2.4 غيغاهرتز، بلوتوث، USB-C',
  '2.4 GHz wireless, Bluetooth': 'لاسلكي 2.4 غيغاهرتز، بلوتوث',
  '2.4 GHz wireless, USB-C dongle': 'لاسلكي 2.4 غيغاهرتز، مستقبل USB-C',
  'ROG SpeedNova 2.4 GHz, Bluetooth, USB-C': 'ROG SpeedNova بتردد 2.4 غيغاهرتز، بلوتوث، USB-C',
  'Xbox Wireless, Bluetooth, USB-C': 'Xbox Wireless، بلوتوث، USB-C',
  'USB-C wired': 'سلكي USB-C',
  'USB wired': 'سلكي USB',
  '13 programmable': '13 زرًا قابلًا للبرمجة',
  'Low-profile GL Tactile': 'مفاتيح GL Tactile منخفضة الارتفاع',
  'Tenkeyless, US English': 'بدون لوحة أرقام، إنجليزي أمريكي',
  'Full size, US English': 'حجم كامل، إنجليزي أمريكي',
  '65%, US English': '65%، إنجليزي أمريكي',
  'Razer Green mechanical (clicky)': 'Razer Green ميكانيكية (بنقرة مسموعة)',
  'Cherry MX Red (linear)': 'Cherry MX Red (خطية)',
  'HyperX Red (linear)': 'HyperX Red (خطية)',
  'OmniPoint 2.0 adjustable': 'OmniPoint 2.0 قابلة للتعديل',
  '50 mm graphene': '50 مم من الجرافين',
  '50 mm TriForce titanium': '50 مم TriForce من التيتانيوم',
  '50 mm neodymium': '50 مم من النيوديميوم',
  '53 mm angled': '53 مم مائلة',
  'Active (ANC)': 'عزل نشط (ANC)',
  'Two swappable batteries': 'بطاريتان قابلتان للتبديل',
  '2 AA batteries': 'بطاريتان AA',
  'Up to 40 hours, rechargeable': 'حتى 40 ساعة، قابلة للشحن',
  'IPS, 500 nits, 100% sRGB': 'IPS، سطوع 500 نت، 100% sRGB',
  'Mini LED, 1200 nits': 'Mini LED، سطوع 1200 نت',
  'Mini LED, 1000 nits': 'Mini LED، سطوع 1000 نت',
  'HDR Ready': 'يدعم HDR',
  '240 Hz (480 Hz at FHD)': '240 هرتز (480 هرتز بدقة FHD)',
  'OLED, 100% DCI-P3, 0.2 ms': 'OLED، 100% DCI-P3، 0.2 مللي ثانية',
  'IPS-level': 'بمستوى IPS',
  'IPS-level, 100% DCI-P3': 'بمستوى IPS، 100% DCI-P3',
};

/** Figures with a unit, and the processors' "(n cores, up to x GHz)". */
const PATTERNS: [RegExp, (...groups: string[]) => string][] = [
  [/^([\d.]+) inches$/, (n) => `${n} بوصة`],
  [/^([\d.]+) inches, (\d+R) curve$/, (n, r) => `${n} بوصة، انحناء ${r}`],
  [/^([\d.]+) kg$/, (n) => `${n} كغ`],
  [/^(\d+) g$/, (n) => `${n} غرام`],
  [/^(\d+) Hz$/, (n) => `${n} هرتز`],
  [/^Up to (\d+) hours$/, (n) => `حتى ${n} ساعة`],
  [/^([\d.]+) ms \((\w+)\)$/, (n, method) => `${n} مللي ثانية (${method})`],
  [/^(.+), USB hub$/, (ports) => `${ports.replaceAll(', ', '، ')}، موزع USB`],
  [/^(.+) \((\d+) cores, up to ([\d.]+) GHz\)$/, (cpu, n, ghz) => `${cpu} (${n} نواة، حتى ${ghz} غيغاهرتز)`],
  [/^(.+) \((\d+) cores\)$/, (cpu, n) => `${cpu} (${n} نواة)`],
];

/** The Arabic twin of a value, or undefined when it has no words to translate (Arabic pages show it as it is). */
export function specValueAr(value: string): string | undefined {
  const whole = VALUES_AR[value];
  if (whole) return whole;
  for (const [pattern, write] of PATTERNS) {
    const match = pattern.exec(value);
    if (match) return write(...match.slice(1));
  }
  return undefined;
}

/** A demo product's rows as stored: each with its Arabic label, and its Arabic value where it has words. */
export function demoSpecRows(specs: readonly (readonly [string, string])[]): SpecRowJson[] {
  return specs.map(([label, value]) => {
    const labelAr = SPEC_LABELS_AR[label];
    const valueAr = specValueAr(value);
    return { label, value, ...(labelAr ? { labelAr } : {}), ...(valueAr ? { valueAr } : {}) };
  });
}
