// Demo catalogue: gaming monitors.
import type { DemoProduct } from './demo-catalog-names';

/** The rows every monitor shows, in the same order. */
function displaySpecs(s: {
  size: string;
  resolution: string;
  refresh: string;
  panel: string;
  response: string;
  hdr: string;
  ports: string;
  sync: string;
  warranty?: string;
}): readonly (readonly [string, string])[] {
  return [
    ['Screen size', s.size],
    ['Resolution', s.resolution],
    ['Refresh rate', s.refresh],
    ['Panel', s.panel],
    ['Response time', s.response],
    ['HDR', s.hdr],
    ['Connectivity', s.ports],
    ['Adaptive sync', s.sync],
    ['Warranty', s.warranty ?? '3 years local warranty'],
  ];
}

export const DEMO_DISPLAYS: readonly DemoProduct[] = [
  {
    title: 'Samsung Odyssey OLED G9 49" G95SC Curved Gaming Monitor, 240 Hz',
    titleAr: 'شاشة ألعاب منحنية Samsung Odyssey OLED G9 G95SC مقاس 49 بوصة، 240 هرتز',
    descriptionAr:
      'انحناء 1800R بمقاس 49 بوصة يملأ مجال رؤيتك، مع الأسود العميق وزمن استجابة 0.03 مللي ثانية من تقنية QD-OLED. وتغني عن شاشتين QHD مقاس 27 بوصة دون إطار في المنتصف.',
    brand: 'Samsung',
    priceAed: 4999,
    salePriceAed: 4499,
    stock: 4,
    description:
      'A 49-inch 1800R curve that fills your field of view, with the deep blacks and 0.03 ms response of QD-OLED. It replaces two 27-inch QHD screens without a bezel in the middle.',
    specs: displaySpecs({ size: '49 inches, 1800R curve', resolution: '5120 x 1440 (DQHD)', refresh: '240 Hz', panel: 'QD-OLED', response: '0.03 ms (GtG)', hdr: 'VESA DisplayHDR True Black 400', ports: 'HDMI 2.1, DisplayPort 1.4, USB hub', sync: 'AMD FreeSync Premium Pro' }),
    art: { kind: 'monitor', model: 'Odyssey OLED G9', ultrawide: true, curved: true },
  },
  {
    title: 'Samsung Odyssey G7 32" G70B 4K UHD Gaming Monitor, 144 Hz',
    titleAr: 'شاشة ألعاب Samsung Odyssey G7 G70B بدقة 4K UHD مقاس 32 بوصة، 144 هرتز',
    descriptionAr:
      'تفاصيل 4K حادة بتردد 144 هرتز للعب على الكمبيوتر وأجهزة الألعاب. وتتيح تطبيقات التلفزيون الذكي المدمجة مشاهدة الأفلام والمسلسلات دون تشغيل الكمبيوتر.',
    brand: 'Samsung',
    priceAed: 2299,
    stock: 9,
    description:
      'Sharp 4K detail at 144 Hz for both PC and console gaming. The built-in Smart TV apps stream films and series without a PC switched on.',
    specs: displaySpecs({ size: '32 inches', resolution: '3840 x 2160 (4K UHD)', refresh: '144 Hz', panel: 'IPS', response: '1 ms (GtG)', hdr: 'HDR400', ports: '2 x HDMI 2.1, DisplayPort 1.4', sync: 'G-SYNC Compatible, FreeSync Premium Pro' }),
    art: { kind: 'monitor', model: 'Odyssey G7 32"' },
  },
  {
    title: 'Samsung Odyssey G5 27" G55C Curved QHD Gaming Monitor, 165 Hz',
    titleAr: 'شاشة ألعاب منحنية Samsung Odyssey G5 G55C بدقة QHD مقاس 27 بوصة، 165 هرتز',
    descriptionAr:
      'شاشة QHD منحنية بانحناء 1000R تمثل نقلة كبيرة عن دقة 1080p بسعر معتدل. وتمنح لوحة VA تباينًا عميقًا في مشاهد الألعاب والأفلام المظلمة.',
    brand: 'Samsung',
    priceAed: 999,
    salePriceAed: 899,
    stock: 30,
    description:
      'A 1000R curved QHD screen that makes a big step up from 1080p at a modest price. Its VA panel gives deep contrast for dark game scenes and films.',
    specs: displaySpecs({ size: '27 inches, 1000R curve', resolution: '2560 x 1440 (QHD)', refresh: '165 Hz', panel: 'VA', response: '1 ms (MPRT)', hdr: 'HDR10', ports: 'HDMI 2.0, DisplayPort 1.2', sync: 'AMD FreeSync', warranty: '2 years local warranty' }),
    art: { kind: 'monitor', model: 'Odyssey G5 27"', curved: true },
  },
  {
    title: 'LG UltraGear 27GR95QE-B 27" OLED Gaming Monitor, QHD 240 Hz',
    titleAr: 'شاشة ألعاب LG UltraGear 27GR95QE-B بتقنية OLED مقاس 27 بوصة، QHD بتردد 240 هرتز',
    descriptionAr:
      'لوحة OLED بزمن استجابة 0.03 مللي ثانية، فتبقى الحركة السريعة واضحة تمامًا. وتناسب الطبقة المضادة للتوهج والتصميم دون إطار من ثلاث جهات الغرف المشمسة في الإمارات.',
    brand: 'LG',
    priceAed: 3299,
    stock: 6,
    description:
      'An OLED panel with a 0.03 ms response time, so fast motion stays perfectly clear. The anti-glare coating and three-side borderless design suit bright UAE rooms.',
    specs: displaySpecs({ size: '27 inches', resolution: '2560 x 1440 (QHD)', refresh: '240 Hz', panel: 'OLED', response: '0.03 ms (GtG)', hdr: 'HDR10', ports: '2 x HDMI 2.1, DisplayPort 1.4, USB hub', sync: 'G-SYNC Compatible, FreeSync Premium' }),
    art: { kind: 'monitor', model: 'UltraGear 27GR95QE' },
  },
  {
    title: 'LG UltraGear 34GP63A-B 34" Curved UltraWide QHD Gaming Monitor, 160 Hz',
    titleAr: 'شاشة ألعاب منحنية فائقة العرض LG UltraGear 34GP63A-B بدقة QHD مقاس 34 بوصة، 160 هرتز',
    descriptionAr:
      'شاشة عريضة بنسبة 21:9 تعرض مساحة أكبر من ساحة المعركة ومن خط الزمن أثناء المونتاج. وتحافظ لوحة VA بتردد 160 هرتز على سلاسة ألعاب السباق والاستراتيجية.',
    brand: 'LG',
    priceAed: 1499,
    stock: 12,
    description:
      'A 21:9 ultrawide that shows more of the battlefield and more of your timeline when editing. The 160 Hz VA panel keeps racing and strategy games smooth.',
    specs: displaySpecs({ size: '34 inches, 1800R curve', resolution: '3440 x 1440 (UWQHD)', refresh: '160 Hz', panel: 'VA', response: '1 ms (MBR)', hdr: 'HDR10', ports: '2 x HDMI 2.0, DisplayPort 1.4', sync: 'AMD FreeSync Premium', warranty: '2 years local warranty' }),
    art: { kind: 'monitor', model: 'UltraGear 34GP63A', ultrawide: true, curved: true },
  },
  {
    title: 'LG UltraGear 32GS95UE 32" OLED Dual-Mode Gaming Monitor, 4K 240 Hz / FHD 480 Hz',
    titleAr: 'شاشة ألعاب LG UltraGear 32GS95UE بتقنية OLED ووضعين مقاس 32 بوصة، 4K بتردد 240 هرتز / FHD بتردد 480 هرتز',
    descriptionAr:
      'بدّل بضغطة زر بين دقة 4K بتردد 240 هرتز للألعاب السينمائية ودقة 1080p بتردد 480 هرتز لألعاب التصويب التنافسية. وتهتز الشاشة نفسها لإصدار الصوت، فلا حاجة إلى سماعات تزحم المكتب.',
    brand: 'LG',
    priceAed: 4999,
    stock: 3,
    description:
      'Switch between 4K at 240 Hz for cinematic games and 1080p at 480 Hz for competitive shooters with one button. The screen itself vibrates to produce sound, so no speakers clutter the desk.',
    specs: displaySpecs({ size: '31.5 inches', resolution: '3840 x 2160 (4K UHD)', refresh: '240 Hz (480 Hz at FHD)', panel: 'WOLED', response: '0.03 ms (GtG)', hdr: 'VESA DisplayHDR True Black 400', ports: '2 x HDMI 2.1, DisplayPort 1.4, USB-C', sync: 'G-SYNC Compatible, FreeSync Premium Pro' }),
    art: { kind: 'monitor', model: 'UltraGear 32GS95UE' },
  },
  {
    title: 'ASUS ROG Swift OLED PG27AQDM 27" Gaming Monitor, QHD 240 Hz',
    titleAr: 'شاشة ألعاب ASUS ROG Swift OLED PG27AQDM مقاس 27 بوصة، QHD بتردد 240 هرتز',
    descriptionAr:
      'تستخدم شاشة OLED من ROG مشتتًا حراريًا مخصصًا للحفاظ على سطوع أعلى من شاشات OLED الأخرى. ويمنح تردد 240 هرتز وزمن استجابة 0.03 مللي ثانية وضوحًا بمستوى الرياضات الإلكترونية.',
    brand: 'ASUS ROG',
    priceAed: 3699,
    salePriceAed: 3299,
    stock: 5,
    description:
      'ROG\'s OLED monitor uses a custom heatsink to sustain higher brightness than other OLED panels. A 240 Hz refresh rate and 0.03 ms response give esports-grade clarity.',
    specs: displaySpecs({ size: '26.5 inches', resolution: '2560 x 1440 (QHD)', refresh: '240 Hz', panel: 'OLED', response: '0.03 ms (GtG)', hdr: 'HDR10', ports: '2 x HDMI 2.0, DisplayPort 1.4, USB hub', sync: 'G-SYNC Compatible, FreeSync Premium' }),
    art: { kind: 'monitor', model: 'Swift OLED PG27AQDM' },
  },
  {
    title: 'ASUS ROG Strix XG27ACS 27" Fast IPS Gaming Monitor, QHD 180 Hz',
    titleAr: 'شاشة ألعاب ASUS ROG Strix XG27ACS بلوحة Fast IPS مقاس 27 بوصة، QHD بتردد 180 هرتز',
    descriptionAr:
      'لوحة IPS سريعة بألوان دقيقة وزمن استجابة 1 مللي ثانية لحركة حادة دون ظلال. ويجعلها منفذ USB-C مع وضع DisplayPort شاشة بكابل واحد لأجهزة اللابتوب أيضًا.',
    brand: 'ASUS ROG',
    priceAed: 1299,
    stock: 20,
    description:
      'A fast IPS panel with accurate colour and a 1 ms response for crisp, ghost-free motion. USB-C with DisplayPort mode makes it a one-cable screen for laptops too.',
    specs: displaySpecs({ size: '27 inches', resolution: '2560 x 1440 (QHD)', refresh: '180 Hz', panel: 'Fast IPS', response: '1 ms (GtG)', hdr: 'DisplayHDR 400', ports: 'HDMI 2.0, DisplayPort 1.4, USB-C (DP Alt)', sync: 'G-SYNC Compatible, FreeSync Premium' }),
    art: { kind: 'monitor', model: 'Strix XG27ACS' },
  },
  {
    title: 'MSI MAG 274QRF QD E2 27" Rapid IPS Gaming Monitor, QHD 180 Hz',
    titleAr: 'شاشة ألعاب MSI MAG 274QRF QD E2 بلوحة Rapid IPS مقاس 27 بوصة، QHD بتردد 180 هرتز',
    descriptionAr:
      'ألوان النقاط الكمومية على لوحة Rapid IPS تمنح صورًا غنية ودقيقة بتردد سريع يبلغ 180 هرتز. وتأتي مع حامل قابل لتعديل الارتفاع، وهو أمر نادر في هذه الفئة السعرية.',
    brand: 'MSI',
    priceAed: 1199,
    stock: 16,
    description:
      'Quantum-dot colour on a Rapid IPS panel gives rich, accurate images at a fast 180 Hz. A height-adjustable stand is included, which is rare at this price.',
    specs: displaySpecs({ size: '27 inches', resolution: '2560 x 1440 (QHD)', refresh: '180 Hz', panel: 'Rapid IPS, Quantum Dot', response: '1 ms (GtG)', hdr: 'HDR Ready', ports: '2 x HDMI 2.0, DisplayPort 1.2, USB-C', sync: 'G-SYNC Compatible' }),
    art: { kind: 'monitor', model: 'MAG 274QRF QD E2' },
  },
  {
    title: 'MSI MPG 321URX 32" QD-OLED Gaming Monitor, 4K 240 Hz',
    titleAr: 'شاشة ألعاب MSI MPG 321URX بتقنية QD-OLED مقاس 32 بوصة، 4K بتردد 240 هرتز',
    descriptionAr:
      'شاشة QD-OLED بدقة 4K ومقاس 32 بوصة بتردد 240 هرتز، للاعبين الذين يريدون التفاصيل والسرعة معًا. وتحمي تقنية MSI OLED Care 2.0 اللوحة من احتراق الصورة تلقائيًا.',
    brand: 'MSI',
    priceAed: 4499,
    stock: 2,
    description:
      'A 32-inch 4K QD-OLED screen at 240 Hz, for players who want both detail and speed. MSI OLED Care 2.0 protects the panel against burn-in automatically.',
    specs: displaySpecs({ size: '31.5 inches', resolution: '3840 x 2160 (4K UHD)', refresh: '240 Hz', panel: 'QD-OLED', response: '0.03 ms (GtG)', hdr: 'VESA DisplayHDR True Black 400', ports: '2 x HDMI 2.1, DisplayPort 1.4, USB-C 90 W', sync: 'AMD FreeSync Premium Pro' }),
    art: { kind: 'monitor', model: 'MPG 321URX QD-OLED' },
  },
  {
    title: 'Alienware AW3423DWF 34" Curved QD-OLED Gaming Monitor, 165 Hz',
    titleAr: 'شاشة ألعاب منحنية Alienware AW3423DWF بتقنية QD-OLED مقاس 34 بوصة، 165 هرتز',
    descriptionAr:
      'شاشة عريضة QD-OLED مقاس 34 بوصة بتباين لا نهائي وألوان زاهية على انحناء لطيف 1800R. وتشمل الضمان تغطية لاحتراق الصورة لمدة ثلاث سنوات.',
    brand: 'Alienware',
    priceAed: 3799,
    salePriceAed: 3299,
    stock: 7,
    description:
      'A 34-inch QD-OLED ultrawide with infinite contrast and vivid colour across a gentle 1800R curve. Three years of burn-in cover are included with the warranty.',
    specs: displaySpecs({ size: '34 inches, 1800R curve', resolution: '3440 x 1440 (UWQHD)', refresh: '165 Hz', panel: 'QD-OLED', response: '0.1 ms (GtG)', hdr: 'VESA DisplayHDR True Black 400', ports: '2 x DisplayPort 1.4, HDMI 2.0, USB hub', sync: 'AMD FreeSync Premium Pro' }),
    art: { kind: 'monitor', model: 'AW3423DWF', ultrawide: true, curved: true },
  },
  {
    title: 'Alienware AW2524HF 25" Esports Gaming Monitor, FHD 500 Hz',
    titleAr: 'شاشة ألعاب للرياضات الإلكترونية Alienware AW2524HF مقاس 25 بوصة، FHD بتردد 500 هرتز',
    descriptionAr:
      'صُممت لألعاب التصويب التنافسية بتردد 500 هرتز يجعل لكل إطار قيمته. ويُبقي المقاس المدمج 25 بوصة الشاشة كلها في مجال نظرك دفعة واحدة.',
    brand: 'Alienware',
    priceAed: 1999,
    stock: 0,
    description:
      'Built for competitive shooters, with a 500 Hz refresh rate that makes every frame count. The compact 25-inch size keeps the whole screen in view at once.',
    specs: displaySpecs({ size: '24.5 inches', resolution: '1920 x 1080 (FHD)', refresh: '500 Hz', panel: 'Fast IPS', response: '0.5 ms (GtG)', hdr: 'HDR10', ports: '2 x HDMI 2.0, DisplayPort 1.4, USB hub', sync: 'G-SYNC Compatible, FreeSync Premium Pro' }),
    art: { kind: 'monitor', model: 'AW2524HF' },
  },
  {
    title: 'Acer Predator XB273U V3 27" Gaming Monitor, QHD 180 Hz',
    titleAr: 'شاشة ألعاب Acer Predator XB273U V3 مقاس 27 بوصة، QHD بتردد 180 هرتز',
    descriptionAr:
      'شاشة Predator بدقة QHD ومقاس 27 بوصة بلوحة Agile-Splendor IPS وحامل مريح قابل للتعديل بالكامل. ترقية سهلة لأي كمبيوتر ألعاب بكرت RTX 4060 أو RTX 4070.',
    brand: 'Acer Predator',
    priceAed: 1099,
    stock: 14,
    description:
      'A 27-inch QHD Predator with an Agile-Splendor IPS panel and a fully adjustable ergonomic stand. It is an easy upgrade for any RTX 4060 or RTX 4070 gaming PC.',
    specs: displaySpecs({ size: '27 inches', resolution: '2560 x 1440 (QHD)', refresh: '180 Hz', panel: 'IPS', response: '0.5 ms (GtG)', hdr: 'HDR10', ports: '2 x HDMI 2.0, DisplayPort 1.2', sync: 'AMD FreeSync Premium', warranty: '2 years local warranty' }),
    art: { kind: 'monitor', model: 'XB273U V3' },
  },
  {
    title: 'Dell G2724D 27" Gaming Monitor, QHD 165 Hz',
    titleAr: 'شاشة ألعاب Dell G2724D مقاس 27 بوصة، QHD بتردد 165 هرتز',
    descriptionAr:
      'شاشة ألعاب موثوقة بدقة QHD ولوحة IPS سريعة وحامل قابل لتعديل الارتفاع. وتستبدل خدمة Premium Panel Exchange من Dell الشاشة إذا ظهرت فيها ولو نقطة مضيئة واحدة.',
    brand: 'Dell',
    priceAed: 899,
    stock: 25,
    description:
      'A dependable QHD gaming monitor with fast IPS and a height-adjustable stand. Dell\'s Premium Panel Exchange replaces the screen if even one bright pixel appears.',
    specs: displaySpecs({ size: '27 inches', resolution: '2560 x 1440 (QHD)', refresh: '165 Hz', panel: 'Fast IPS', response: '1 ms (GtG)', hdr: 'HDR Ready', ports: '2 x HDMI 2.0, DisplayPort 1.4', sync: 'G-SYNC Compatible, FreeSync Premium' }),
    art: { kind: 'monitor', model: 'G2724D' },
  },
  {
    title: 'HP Omen 27qs 27" Gaming Monitor, QHD 240 Hz',
    titleAr: 'شاشة ألعاب HP Omen 27qs مقاس 27 بوصة، QHD بتردد 240 هرتز',
    descriptionAr:
      'شاشة IPS بدقة QHD وتردد 240 هرتز مع تقنية HP Eye Ease التي ترشّح الضوء الأزرق دون تغيير الألوان. خيار أنيق لأمسيات طويلة من اللعب التنافسي.',
    brand: 'HP Omen',
    priceAed: 1399,
    stock: 8,
    description:
      'A 240 Hz QHD IPS screen with HP Eye Ease, which filters blue light without tinting colours. A tidy option for long evenings of competitive play.',
    specs: displaySpecs({ size: '27 inches', resolution: '2560 x 1440 (QHD)', refresh: '240 Hz', panel: 'IPS', response: '1 ms (GtG)', hdr: 'VESA DisplayHDR 400', ports: '2 x HDMI 2.1, DisplayPort 1.4', sync: 'AMD FreeSync Premium Pro', warranty: '2 years local warranty' }),
    art: { kind: 'monitor', model: 'Omen 27qs' },
  },
  {
    title: 'Lenovo Legion R27qe 27" Gaming Monitor, QHD 180 Hz',
    titleAr: 'شاشة ألعاب Lenovo Legion R27qe مقاس 27 بوصة، QHD بتردد 180 هرتز',
    descriptionAr:
      'شاشة Legion بدقة QHD وتردد 180 هرتز مع سماعات مدمجة وتصميم نحيف دون إطار من ثلاث جهات. ويحافظ زمن الاستجابة 0.5 مللي ثانية على حدّة الألعاب السريعة.',
    brand: 'Lenovo Legion',
    priceAed: 949,
    salePriceAed: 849,
    stock: 17,
    description:
      'A QHD 180 Hz Legion monitor with built-in speakers and a slim three-side borderless design. Its 0.5 ms response time keeps fast games sharp.',
    specs: displaySpecs({ size: '27 inches', resolution: '2560 x 1440 (QHD)', refresh: '180 Hz', panel: 'IPS', response: '0.5 ms (MPRT)', hdr: 'HDR400', ports: '2 x HDMI 2.0, DisplayPort 1.4', sync: 'AMD FreeSync Premium' }),
    art: { kind: 'monitor', model: 'Legion R27qe' },
  },
];
