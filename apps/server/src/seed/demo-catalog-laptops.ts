// Demo catalogue: gaming and creator laptops.
import type { DemoProduct } from './demo-catalog-names';

const WIN11_HOME = 'Windows 11 Home';

/** The rows every laptop shows, in the same order. */
function laptopSpecs(s: {
  cpu: string;
  gpu: string;
  ram: string;
  storage: string;
  size: string;
  resolution: string;
  refresh: string;
  panel: string;
  weight: string;
  warranty?: string;
  os?: string;
}): readonly (readonly [string, string])[] {
  return [
    ['CPU', s.cpu],
    ['GPU', s.gpu],
    ['RAM', s.ram],
    ['Storage', s.storage],
    ['Screen size', s.size],
    ['Resolution', s.resolution],
    ['Refresh rate', s.refresh],
    ['Panel', s.panel],
    ['Weight', s.weight],
    ['OS', s.os ?? WIN11_HOME],
    ['Warranty', s.warranty ?? '2 years local warranty'],
  ];
}

export const DEMO_LAPTOPS: readonly DemoProduct[] = [
  {
    title: 'ASUS ROG Strix G16 (2024) G614JV, Core i7-13650HX, RTX 4060, 16" 165 Hz',
    titleAr: 'لابتوب ألعاب ASUS ROG Strix G16 (2024) G614JV، Core i7-13650HX، RTX 4060، شاشة 16 بوصة 165 هرتز',
    descriptionAr:
      'لابتوب ألعاب متكامل مقاس 16 بوصة بشاشة سريعة بتردد 165 هرتز وشريط إضاءة RGB بعرض الجهاز. ويحافظ التبريد بثلاث مراوح على الأداء الكامل لكرت RTX 4060 في الجلسات الطويلة.',
    brand: 'ASUS ROG',
    priceAed: 5499,
    salePriceAed: 4999,
    stock: 15,
    description:
      'A well-rounded 16-inch gaming laptop with a fast 165 Hz screen and a full-width RGB light bar. The tri-fan cooling keeps the RTX 4060 at full power in long sessions.',
    specs: laptopSpecs({ cpu: 'Intel Core i7-13650HX (14 cores)', gpu: 'NVIDIA GeForce RTX 4060 8 GB, 140 W', ram: '16 GB DDR5 4800 MHz', storage: '1 TB PCIe 4.0 SSD', size: '16 inches', resolution: '1920 x 1200 (FHD+)', refresh: '165 Hz', panel: 'IPS, 100% sRGB', weight: '2.5 kg' }),
    art: { kind: 'laptop', model: 'Strix G16 G614JV' },
  },
  {
    title: 'ASUS ROG Zephyrus G14 (2024) GA403UV, Ryzen 9 8945HS, RTX 4060, 14" 3K OLED',
    titleAr: 'لابتوب ASUS ROG Zephyrus G14 (2024) GA403UV، Ryzen 9 8945HS، RTX 4060، شاشة OLED بدقة 3K مقاس 14 بوصة',
    descriptionAr:
      'لابتوب من الألومنيوم مقاس 14 بوصة يزن 1.5 كغ فقط ومع ذلك يشغّل الألعاب بكرت RTX 4060. شاشته OLED بدقة 3K دقيقة الألوان لتحرير الصور والفيديو، وتدوم بطاريته يومًا كاملًا من الدراسة أو الاجتماعات.',
    brand: 'ASUS ROG',
    priceAed: 7499,
    stock: 8,
    description:
      'An aluminium 14-inch laptop that weighs 1.5 kg yet games on an RTX 4060. Its 3K OLED screen is colour-accurate for photo and video work, and the battery lasts a full day of study or meetings.',
    specs: laptopSpecs({ cpu: 'AMD Ryzen 9 8945HS (8 cores)', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: '16 GB LPDDR5X 6400 MHz', storage: '1 TB PCIe 4.0 SSD', size: '14 inches', resolution: '2880 x 1800 (3K)', refresh: '120 Hz', panel: 'OLED, 100% DCI-P3, 0.2 ms', weight: '1.5 kg' }),
    art: { kind: 'laptop', model: 'Zephyrus G14', light: true },
  },
  {
    title: 'ASUS ROG Strix SCAR 18 (2024), Core i9-14900HX, RTX 4090, 18" Mini LED 240 Hz',
    titleAr: 'لابتوب ألعاب ASUS ROG Strix SCAR 18 (2024)، Core i9-14900HX، RTX 4090، شاشة Mini LED مقاس 18 بوصة 240 هرتز',
    descriptionAr:
      'أسرع لابتوب في سلسلة ROG، بكرت RTX 4090 بكامل طاقته ومعالج Core i9 مبرَّد بالمعدن السائل. وتصل شاشة Mini LED مقاس 18 بوصة إلى سطوع 1200 نت لصور HDR زاهية.',
    brand: 'ASUS ROG',
    priceAed: 13999,
    stock: 2,
    description:
      'The fastest laptop in the ROG line, with a full-power RTX 4090 and a liquid-metal cooled Core i9. The 18-inch Mini LED panel reaches 1200 nits for vivid HDR.',
    specs: laptopSpecs({ cpu: 'Intel Core i9-14900HX (24 cores)', gpu: 'NVIDIA GeForce RTX 4090 16 GB, 175 W', ram: '32 GB DDR5 5600 MHz', storage: '2 TB PCIe 4.0 SSD', size: '18 inches', resolution: '2560 x 1600 (QHD+)', refresh: '240 Hz', panel: 'Mini LED, 1200 nits', weight: '3.1 kg' }),
    art: { kind: 'laptop', model: 'Strix SCAR 18' },
  },
  {
    title: 'MSI Katana 15 B13VFK, Core i7-13620H, RTX 4060, 15.6" 144 Hz',
    titleAr: 'لابتوب ألعاب MSI Katana 15 B13VFK، Core i7-13620H، RTX 4060، شاشة 15.6 بوصة 144 هرتز',
    descriptionAr:
      'لابتوب ألعاب اقتصادي يقدّم مع ذلك كرت RTX 4060 وشاشة بتردد 144 هرتز. وتجعله لوحة المفاتيح بالإضاءة الحمراء ومراوح Cooler Boost 5 خيارًا متينًا للطلاب محبي الألعاب.',
    brand: 'MSI',
    priceAed: 3999,
    salePriceAed: 3599,
    stock: 25,
    description:
      'A budget-friendly gaming laptop that still brings an RTX 4060 and a 144 Hz screen. The red-backlit keyboard and Cooler Boost 5 fans make it a solid choice for students who game.',
    specs: laptopSpecs({ cpu: 'Intel Core i7-13620H (10 cores)', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: '16 GB DDR5 5200 MHz', storage: '1 TB PCIe 4.0 SSD', size: '15.6 inches', resolution: '1920 x 1080 (FHD)', refresh: '144 Hz', panel: 'IPS-level', weight: '2.25 kg' }),
    art: { kind: 'laptop', model: 'Katana 15' },
  },
  {
    title: 'MSI Raider GE78 HX 14VIG, Core i9-14900HX, RTX 4090, 17" QHD+ 240 Hz',
    titleAr: 'لابتوب ألعاب MSI Raider GE78 HX 14VIG، Core i9-14900HX، RTX 4090، شاشة QHD+ مقاس 17 بوصة 240 هرتز',
    descriptionAr:
      'بديل للكمبيوتر المكتبي مع شريط إضاءة Mystic Light بعرض الحافة الأمامية. ويشغّل كرت RTX 4090 ومعالج Core i9-14900HX الألعاب الثقيلة بتردد الشاشة الكامل 240 هرتز.',
    brand: 'MSI',
    priceAed: 14499,
    stock: 1,
    description:
      'A desktop replacement with a full-width Mystic Light bar across the front edge. The RTX 4090 and Core i9-14900HX run demanding games at the screen\'s full 240 Hz.',
    specs: laptopSpecs({ cpu: 'Intel Core i9-14900HX (24 cores)', gpu: 'NVIDIA GeForce RTX 4090 16 GB, 175 W', ram: '32 GB DDR5 5600 MHz', storage: '2 TB PCIe 4.0 SSD', size: '17 inches', resolution: '2560 x 1600 (QHD+)', refresh: '240 Hz', panel: 'IPS-level, 100% DCI-P3', weight: '3.1 kg' }),
    art: { kind: 'laptop', model: 'Raider GE78 HX' },
  },
  {
    title: 'MSI Stealth 16 AI Studio, Core Ultra 9 185H, RTX 4070, 16" UHD+',
    titleAr: 'لابتوب MSI Stealth 16 AI Studio، Core Ultra 9 185H، RTX 4070، شاشة UHD+ مقاس 16 بوصة',
    descriptionAr:
      'لابتوب نحيف من المغنيسيوم والألومنيوم لصنّاع المحتوى الذين يلعبون أيضًا. تغطي شاشته مقاس 16 بوصة بدقة 4K نطاق ألوان DCI-P3 كاملًا، ويضيف معالج Core Ultra وحدة NPU لميزات الذكاء الاصطناعي.',
    brand: 'MSI',
    priceAed: 9999,
    stock: 4,
    description:
      'A slim magnesium-aluminium laptop for creators who also game. The 4K-class 16-inch screen covers the full DCI-P3 colour space, and the Core Ultra processor adds an NPU for AI features.',
    specs: laptopSpecs({ cpu: 'Intel Core Ultra 9 185H (16 cores)', gpu: 'NVIDIA GeForce RTX 4070 8 GB', ram: '32 GB DDR5 5600 MHz', storage: '2 TB PCIe 4.0 SSD', size: '16 inches', resolution: '3840 x 2400 (UHD+)', refresh: '120 Hz', panel: 'IPS-level, 100% DCI-P3', weight: '1.99 kg' }),
    art: { kind: 'laptop', model: 'Stealth 16 AI Studio' },
  },
  {
    title: 'Alienware m18 R2, Core i9-14900HX, RTX 4080, 18" QHD+ 165 Hz',
    titleAr: 'لابتوب ألعاب Alienware m18 R2، Core i9-14900HX، RTX 4080، شاشة QHD+ مقاس 18 بوصة 165 هرتز',
    descriptionAr:
      'لابتوب Alienware مقاس 18 بوصة بتبريد Cryo-tech يحافظ على الأداء العالي لساعات. وخيار لوحة المفاتيح الميكانيكية Cherry MX وغرفة البخار الكبيرة يجعلانه بديلًا حقيقيًا للكمبيوتر المكتبي.',
    brand: 'Alienware',
    priceAed: 11999,
    salePriceAed: 10799,
    stock: 3,
    description:
      'An 18-inch Alienware with Cryo-tech cooling that sustains high power for hours. The Cherry MX mechanical keyboard option and a large vapour chamber make it a true desktop replacement.',
    specs: laptopSpecs({ cpu: 'Intel Core i9-14900HX (24 cores)', gpu: 'NVIDIA GeForce RTX 4080 12 GB, 175 W', ram: '32 GB DDR5 5200 MHz', storage: '2 TB PCIe 4.0 SSD', size: '18 inches', resolution: '2560 x 1600 (QHD+)', refresh: '165 Hz', panel: 'IPS, 100% DCI-P3', weight: '4.0 kg', warranty: '2 years premium support' }),
    art: { kind: 'laptop', model: 'm18 R2' },
  },
  {
    title: 'Alienware x16 R2, Core Ultra 9 185H, RTX 4070, 16" QHD+ 240 Hz',
    titleAr: 'لابتوب ألعاب Alienware x16 R2، Core Ultra 9 185H، RTX 4070، شاشة QHD+ مقاس 16 بوصة 240 هرتز',
    descriptionAr:
      'أنحف لابتوب من Alienware بمقاس 16 بوصة، بلون Lunar Silver وحلقة إضاءة خلفية متوهجة. يوازن بين أداء ألعاب قوي وهيكل يدخل الحقيبة بسهولة.',
    brand: 'Alienware',
    priceAed: 10499,
    stock: 0,
    description:
      'Alienware\'s thinnest 16-inch laptop, finished in Lunar Silver with a glowing rear light ring. It balances strong gaming performance with a frame that slides easily into a backpack.',
    specs: laptopSpecs({ cpu: 'Intel Core Ultra 9 185H (16 cores)', gpu: 'NVIDIA GeForce RTX 4070 8 GB', ram: '32 GB LPDDR5X 7467 MHz', storage: '1 TB PCIe 4.0 SSD', size: '16 inches', resolution: '2560 x 1600 (QHD+)', refresh: '240 Hz', panel: 'IPS, 100% DCI-P3', weight: '2.7 kg', warranty: '2 years premium support' }),
    art: { kind: 'laptop', model: 'x16 R2', light: true },
  },
  {
    title: 'Lenovo Legion Pro 7i Gen 9, Core i9-14900HX, RTX 4080, 16" WQXGA 240 Hz',
    titleAr: 'لابتوب ألعاب Lenovo Legion Pro 7i الجيل 9، Core i9-14900HX، RTX 4080، شاشة WQXGA مقاس 16 بوصة 240 هرتز',
    descriptionAr:
      'يشغّل Legion Pro 7i كرت RTX 4080 بكامل قدرته 175 واط مع غرفة البخار Legion ColdFront. وشاشته مقاس 16 بوصة بتردد 240 هرتز معايَرة في المصنع، ولوحة المفاتيح بإضاءة RGB لكل مفتاح.',
    brand: 'Lenovo Legion',
    priceAed: 11499,
    stock: 6,
    description:
      'Legion Pro 7i runs its RTX 4080 at a full 175 W with the Legion ColdFront vapour chamber. The 16-inch 240 Hz screen is calibrated at the factory, and the keyboard has per-key RGB lighting.',
    specs: laptopSpecs({ cpu: 'Intel Core i9-14900HX (24 cores)', gpu: 'NVIDIA GeForce RTX 4080 12 GB, 175 W', ram: '32 GB DDR5 5600 MHz', storage: '1 TB PCIe 4.0 SSD', size: '16 inches', resolution: '2560 x 1600 (WQXGA)', refresh: '240 Hz', panel: 'IPS, 500 nits, 100% sRGB', weight: '2.66 kg', warranty: '3 years Legion Ultimate Support' }),
    art: { kind: 'laptop', model: 'Legion Pro 7i Gen 9' },
  },
  {
    title: 'Lenovo Legion 5i Gen 9, Core i7-14650HX, RTX 4060, 16" WQXGA 165 Hz',
    titleAr: 'لابتوب ألعاب Lenovo Legion 5i الجيل 9، Core i7-14650HX، RTX 4060، شاشة WQXGA مقاس 16 بوصة 165 هرتز',
    descriptionAr:
      'من أفضل لابتوبات الألعاب قيمةً هذا العام، بشاشة WQXGA حادة مقاس 16 بوصة ولوحة مفاتيح مريحة بالحجم الكامل. ويضبط Lenovo AI Engine+ الطاقة والمراوح حسب اللعبة التي تلعبها.',
    brand: 'Lenovo Legion',
    priceAed: 5999,
    salePriceAed: 5499,
    stock: 11,
    description:
      'One of the best value gaming laptops of the year, with a sharp 16-inch WQXGA screen and a comfortable full-size keyboard. Lenovo AI Engine+ tunes power and fans to the game you are playing.',
    specs: laptopSpecs({ cpu: 'Intel Core i7-14650HX (16 cores)', gpu: 'NVIDIA GeForce RTX 4060 8 GB, 140 W', ram: '16 GB DDR5 5600 MHz', storage: '1 TB PCIe 4.0 SSD', size: '16 inches', resolution: '2560 x 1600 (WQXGA)', refresh: '165 Hz', panel: 'IPS, 100% sRGB', weight: '2.4 kg' }),
    art: { kind: 'laptop', model: 'Legion 5i Gen 9' },
  },
  {
    title: 'HP Omen Transcend 14, Core Ultra 7 155H, RTX 4060, 14" 2.8K OLED',
    titleAr: 'لابتوب ألعاب HP Omen Transcend 14، Core Ultra 7 155H، RTX 4060، شاشة OLED بدقة 2.8K مقاس 14 بوصة',
    descriptionAr:
      'لابتوب ألعاب بوزن 1.6 كغ بلون Ceramic White مع شاشة OLED بدقة 2.8K وتردد 120 هرتز. هادئ بما يكفي للمكتب وقوي بما يكفي للعب في المساء.',
    brand: 'HP Omen',
    priceAed: 6799,
    stock: 7,
    description:
      'A 1.6 kg gaming laptop in Ceramic White with a 120 Hz 2.8K OLED screen. It is quiet enough for the office and powerful enough for evening gaming.',
    specs: laptopSpecs({ cpu: 'Intel Core Ultra 7 155H (16 cores)', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: '16 GB LPDDR5X 7467 MHz', storage: '1 TB PCIe 4.0 SSD', size: '14 inches', resolution: '2880 x 1800 (2.8K)', refresh: '120 Hz', panel: 'OLED, 100% DCI-P3', weight: '1.6 kg' }),
    art: { kind: 'laptop', model: 'Omen Transcend 14', light: true },
  },
  {
    title: 'HP Omen 16 (2024), Core i7-14700HX, RTX 4060, 16.1" QHD 240 Hz',
    titleAr: 'لابتوب ألعاب HP Omen 16 (2024)، Core i7-14700HX، RTX 4060، شاشة QHD مقاس 16.1 بوصة 240 هرتز',
    descriptionAr:
      'لابتوب ألعاب عملي مقاس 16 بوصة بشاشة QHD سريعة بتردد 240 هرتز ومنافذ كثيرة منها Thunderbolt 4. ويسحب تبريد OMEN Tempest الهواء عبر سطح لوحة المفاتيح ليبقى باردًا.',
    brand: 'HP Omen',
    priceAed: 5799,
    stock: 10,
    description:
      'A practical 16-inch gaming laptop with a fast QHD 240 Hz display and plenty of ports, including Thunderbolt 4. OMEN Tempest cooling pulls air in through the keyboard deck to keep it cool.',
    specs: laptopSpecs({ cpu: 'Intel Core i7-14700HX (20 cores)', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: '16 GB DDR5 5600 MHz', storage: '1 TB PCIe 4.0 SSD', size: '16.1 inches', resolution: '2560 x 1440 (QHD)', refresh: '240 Hz', panel: 'IPS, 100% sRGB', weight: '2.4 kg', warranty: '1 year local warranty' }),
    art: { kind: 'laptop', model: 'Omen 16' },
  },
  {
    title: 'Acer Predator Helios Neo 16, Core i7-14700HX, RTX 4060, 16" 165 Hz',
    titleAr: 'لابتوب ألعاب Acer Predator Helios Neo 16، Core i7-14700HX، RTX 4060، شاشة 16 بوصة 165 هرتز',
    descriptionAr:
      'يقدّم Helios Neo 16 معالج Core i7 من الجيل الرابع عشر وكرت RTX 4060 مع شاشة WUXGA مقاس 16 بوصة بسعر مناسب. ويبدّل مفتاح PredatorSense المخصص ملفات المراوح والطاقة فورًا.',
    brand: 'Acer Predator',
    priceAed: 4999,
    salePriceAed: 4499,
    stock: 19,
    description:
      'Helios Neo 16 brings a 14th-generation Core i7 and an RTX 4060 to a 16-inch WUXGA screen at a friendly price. The dedicated PredatorSense key switches fan and power profiles instantly.',
    specs: laptopSpecs({ cpu: 'Intel Core i7-14700HX (20 cores)', gpu: 'NVIDIA GeForce RTX 4060 8 GB, 140 W', ram: '16 GB DDR5 5600 MHz', storage: '1 TB PCIe 4.0 SSD', size: '16 inches', resolution: '1920 x 1200 (WUXGA)', refresh: '165 Hz', panel: 'IPS, 100% sRGB', weight: '2.8 kg' }),
    art: { kind: 'laptop', model: 'Helios Neo 16' },
  },
  {
    title: 'Acer Predator Helios 18, Core i9-14900HX, RTX 4080, 18" Mini LED 250 Hz',
    titleAr: 'لابتوب ألعاب Acer Predator Helios 18، Core i9-14900HX، RTX 4080، شاشة Mini LED مقاس 18 بوصة 250 هرتز',
    descriptionAr:
      'شاشة Mini LED مقاس 18 بوصة مع 1000 منطقة تعتيم محلية تُظهر ألعاب HDR بروعة. ويحافظ المعجون الحراري من المعدن السائل ومراوح AeroBlade من الجيل الخامس على ترددات عالية دون ضجيج مزعج.',
    brand: 'Acer Predator',
    priceAed: 10999,
    stock: 5,
    description:
      'An 18-inch Mini LED screen with 1000 local dimming zones makes HDR games look superb. Liquid-metal thermal paste and fifth-generation AeroBlade fans hold high clocks without a roar.',
    specs: laptopSpecs({ cpu: 'Intel Core i9-14900HX (24 cores)', gpu: 'NVIDIA GeForce RTX 4080 12 GB, 175 W', ram: '32 GB DDR5 5600 MHz', storage: '2 TB PCIe 4.0 SSD', size: '18 inches', resolution: '2560 x 1600 (WQXGA)', refresh: '250 Hz', panel: 'Mini LED, 1000 nits', weight: '3.2 kg' }),
    art: { kind: 'laptop', model: 'Helios 18' },
  },
  {
    title: 'Razer Blade 16 (2024), Core i9-14900HX, RTX 4080, 16" QHD+ 240 Hz OLED',
    titleAr: 'لابتوب ألعاب Razer Blade 16 (2024)، Core i9-14900HX، RTX 4080، شاشة OLED بدقة QHD+ مقاس 16 بوصة 240 هرتز',
    descriptionAr:
      'هيكل موحّد من الألومنيوم المشغول بتقنية CNC حول أول شاشة لابتوب OLED بدقة QHD+ وتردد 240 هرتز في العالم. ويناسب Blade 16 الاستوديو كما يناسب حفلات الألعاب الجماعية.',
    brand: 'Razer',
    priceAed: 13999,
    stock: 2,
    description:
      'A CNC-milled aluminium unibody around the world\'s first 240 Hz QHD+ OLED laptop screen. The Blade 16 is as at home in a studio as at a LAN party.',
    specs: laptopSpecs({ cpu: 'Intel Core i9-14900HX (24 cores)', gpu: 'NVIDIA GeForce RTX 4080 12 GB, 175 W', ram: '32 GB DDR5 5600 MHz', storage: '1 TB PCIe 4.0 SSD', size: '16 inches', resolution: '2560 x 1600 (QHD+)', refresh: '240 Hz', panel: 'OLED, 100% DCI-P3', weight: '2.45 kg', warranty: '1 year local warranty' }),
    art: { kind: 'laptop', model: 'Blade 16' },
  },
  {
    title: 'Razer Blade 14 (2024), Ryzen 9 8945HS, RTX 4070, 14" QHD+ 240 Hz',
    titleAr: 'لابتوب ألعاب Razer Blade 14 (2024)، Ryzen 9 8945HS، RTX 4070، شاشة QHD+ مقاس 14 بوصة 240 هرتز',
    descriptionAr:
      'أخف أجهزة Blade حملًا، بكرت RTX 4070 في هيكل يقل وزنه عن 1.9 كغ. وتجعل إضاءة Razer Chroma RGB لكل مفتاح ولوحة اللمس الزجاجية الكبيرة استخدامه اليومي متعة.',
    brand: 'Razer',
    priceAed: 10499,
    salePriceAed: 9499,
    stock: 4,
    description:
      'The most portable Blade, with an RTX 4070 in a body under 1.9 kg. Per-key Razer Chroma RGB and a large glass touchpad make it a pleasure to use every day.',
    specs: laptopSpecs({ cpu: 'AMD Ryzen 9 8945HS (8 cores)', gpu: 'NVIDIA GeForce RTX 4070 8 GB', ram: '32 GB LPDDR5X 6400 MHz', storage: '1 TB PCIe 4.0 SSD', size: '14 inches', resolution: '2560 x 1600 (QHD+)', refresh: '240 Hz', panel: 'IPS, 100% DCI-P3', weight: '1.84 kg', warranty: '1 year local warranty' }),
    art: { kind: 'laptop', model: 'Blade 14' },
  },
  {
    title: 'Dell G16 7630 Gaming Laptop, Core i7-13650HX, RTX 4060, 16" QHD+ 240 Hz',
    titleAr: 'لابتوب ألعاب Dell G16 7630، Core i7-13650HX، RTX 4060، شاشة QHD+ مقاس 16 بوصة 240 هرتز',
    descriptionAr:
      'يمنحك Dell G16 شاشة QHD+ بتردد 240 هرتز وتبريدًا مستوحى من Alienware بسعر في متناول الجميع. ويرفع وضع Game Shift على مفتاح F9 سرعة المراوح بضغطة واحدة.',
    brand: 'Dell',
    priceAed: 4999,
    stock: 13,
    description:
      'Dell\'s G16 gives you a QHD+ 240 Hz screen and Alienware-inspired cooling at a mainstream price. Game Shift mode on the F9 key boosts the fans with a single press.',
    specs: laptopSpecs({ cpu: 'Intel Core i7-13650HX (14 cores)', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: '16 GB DDR5 4800 MHz', storage: '1 TB PCIe 4.0 SSD', size: '16 inches', resolution: '2560 x 1600 (QHD+)', refresh: '240 Hz', panel: 'IPS, 100% sRGB', weight: '2.7 kg', warranty: '1 year local warranty' }),
    art: { kind: 'laptop', model: 'G16 7630' },
  },
];
