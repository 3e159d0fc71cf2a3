// Demo catalogue: software licences and accessories.
import type { DemoProduct } from './demo-catalog-names';

const DIGITAL = 'Digital key by e-mail';

export const DEMO_SOFTWARE: readonly DemoProduct[] = [
  {
    title: 'Microsoft Windows 11 Pro, Digital Licence, 1 PC',
    titleAr: 'Microsoft Windows 11 Pro، ترخيص رقمي، جهاز كمبيوتر واحد',
    descriptionAr:
      'ترخيص أصلي مدى الحياة لجهاز كمبيوتر واحد، مع تشفير BitLocker وسطح المكتب البعيد وHyper-V إضافةً إلى كل ما في Windows 11 Home. يصلك المفتاح بالبريد الإلكتروني ويُفعَّل عبر الإنترنت خلال دقائق.',
    brand: 'Microsoft',
    priceAed: 849,
    stock: 50,
    description:
      'A genuine lifetime licence for one PC, with BitLocker encryption, Remote Desktop and Hyper-V on top of everything in Windows 11 Home. The key is e-mailed to you and activates online in minutes.',
    specs: [['Licence type', 'Perpetual, retail'], ['Devices', '1 PC'], ['Delivery', DIGITAL], ['Languages', 'All languages, including Arabic']],
    art: { kind: 'software', model: 'Windows 11 Pro', glyph: 'windows' },
  },
  {
    title: 'Microsoft Windows 11 Home, Digital Licence, 1 PC',
    titleAr: 'Microsoft Windows 11 Home، ترخيص رقمي، جهاز كمبيوتر واحد',
    descriptionAr:
      'تجربة Windows 11 Home الكاملة لتجميعة جديدة أو للترقية. مفتاح أصلي بنسخة تجزئة يمكن نقله إلى جهاز جديد عند الترقية.',
    brand: 'Microsoft',
    priceAed: 599,
    salePriceAed: 539,
    stock: 50,
    description:
      'The full Windows 11 Home experience for a new build or an upgrade. A genuine retail key that can move to a new PC when you upgrade.',
    specs: [['Licence type', 'Perpetual, retail'], ['Devices', '1 PC'], ['Delivery', DIGITAL]],
    art: { kind: 'software', model: 'Windows 11 Home', glyph: 'windows' },
  },
  {
    title: 'Microsoft 365 Family, 12-Month Subscription, up to 6 People',
    titleAr: 'Microsoft 365 Family، اشتراك لمدة 12 شهرًا، حتى 6 أشخاص',
    descriptionAr:
      'Word وExcel وPowerPoint وOutlook لما يصل إلى ستة أشخاص، لكل منهم مساحة 1 تيرابايت على OneDrive. يعمل على Windows وMac وiPhone وiPad وAndroid.',
    brand: 'Microsoft',
    priceAed: 399,
    salePriceAed: 349,
    stock: 45,
    description:
      'Word, Excel, PowerPoint and Outlook for up to six people, each with 1 TB of OneDrive storage. Works on Windows, Mac, iPhone, iPad and Android.',
    specs: [['Licence type', '12-month subscription'], ['Users', 'Up to 6 people'], ['Cloud storage', '1 TB per person'], ['Delivery', DIGITAL]],
    art: { kind: 'software', model: 'Microsoft 365 Family', glyph: 'office' },
  },
  {
    title: 'Microsoft Office Home 2024, 1 PC or Mac',
    titleAr: 'Microsoft Office Home 2024، جهاز PC أو Mac واحد',
    descriptionAr:
      'شراء لمرة واحدة لبرامج Word وExcel وPowerPoint وOneNote للمنزل والمدرسة. بلا اشتراك: ثبّته مرة واحدة واحتفظ به.',
    brand: 'Microsoft',
    priceAed: 599,
    stock: 30,
    description:
      'A one-time purchase of Word, Excel, PowerPoint and OneNote for home and school. No subscription: install it once and keep it.',
    specs: [['Licence type', 'Perpetual, one-time purchase'], ['Devices', '1 PC or Mac'], ['Delivery', DIGITAL]],
    art: { kind: 'software', model: 'Office Home 2024', glyph: 'office' },
  },
  {
    title: 'Microsoft Windows Server 2022 Standard, 16 Core, Volume Licence',
    titleAr: 'Microsoft Windows Server 2022 Standard، 16 نواة، ترخيص مؤسسي',
    descriptionAr:
      'Windows Server 2022 Standard للمكاتب الصغيرة والمختبرات، مرخّص لـ 16 نواة مع جهازين افتراضيين. اطلب عرض سعر لتراخيص وصول العملاء وأسعار الكميات لشركتك.',
    brand: 'Microsoft',
    priceAed: 4299,
    stock: 10,
    quote: true,
    description:
      'Windows Server 2022 Standard for small offices and labs, licensed for 16 cores with two virtual machines. Request a quote for client access licences and volume pricing for your company.',
    specs: [['Licence type', 'Perpetual, volume'], ['Cores', '16 cores, 2 VMs'], ['Delivery', 'Licence certificate and key by e-mail']],
    art: { kind: 'software', model: 'Windows Server 2022', glyph: 'windows' },
  },
  {
    title: 'Microsoft Xbox Game Pass Ultimate, 3-Month Membership',
    titleAr: 'Microsoft Xbox Game Pass Ultimate، عضوية لمدة 3 أشهر',
    descriptionAr:
      'مئات الألعاب عالية الجودة على جهاز الألعاب والكمبيوتر والسحابة، منها الإصدارات الجديدة من يومها الأول. ويشمل اللعب الجماعي عبر الإنترنت وEA Play.',
    brand: 'Microsoft',
    priceAed: 179,
    stock: 40,
    description:
      'Hundreds of high-quality games on console, PC and cloud, including new releases on day one. Online multiplayer and EA Play are included.',
    specs: [['Licence type', '3-month membership'], ['Platforms', 'Xbox, Windows PC, cloud'], ['Delivery', DIGITAL]],
    art: { kind: 'software', model: 'Game Pass Ultimate', glyph: 'game' },
  },
  {
    title: 'Kaspersky Premium, 3 Devices, 1 Year',
    titleAr: 'Kaspersky Premium، 3 أجهزة، سنة واحدة',
    descriptionAr:
      'حماية حائزة على جوائز من الفيروسات وبرامج الفدية والتصيّد الاحتيالي، مع VPN غير محدود ومدير لكلمات المرور. تغطي أي مزيج من أجهزة Windows وMac وAndroid وiOS.',
    brand: 'Kaspersky',
    priceAed: 199,
    salePriceAed: 159,
    stock: 50,
    description:
      'Award-winning protection against viruses, ransomware and phishing, with an unlimited VPN and a password manager. Covers any mix of Windows, Mac, Android and iOS devices.',
    specs: [['Licence type', '1-year subscription'], ['Devices', '3 devices'], ['Delivery', DIGITAL]],
    art: { kind: 'software', model: 'Premium, 3 Devices', glyph: 'shield' },
  },
  {
    title: 'Kaspersky Plus, 5 Devices, 1 Year',
    titleAr: 'Kaspersky Plus، 5 أجهزة، سنة واحدة',
    descriptionAr:
      'مكافحة فيروسات فورية وتصفح آمن وVPN سريع للعائلة كلها. واستهلاكه الخفيف للموارد يُبقي الألعاب والتطبيقات تعمل بأقصى سرعة.',
    brand: 'Kaspersky',
    priceAed: 179,
    stock: 38,
    description:
      'Real-time antivirus, safe browsing and a fast VPN for the whole household. A light footprint keeps games and apps running at full speed.',
    specs: [['Licence type', '1-year subscription'], ['Devices', '5 devices'], ['Delivery', DIGITAL]],
    art: { kind: 'software', model: 'Plus, 5 Devices', glyph: 'shield' },
  },
  {
    title: 'Adobe Creative Cloud All Apps, 12-Month Subscription',
    titleAr: 'Adobe Creative Cloud جميع التطبيقات، اشتراك لمدة 12 شهرًا',
    descriptionAr:
      'أكثر من 20 تطبيقًا إبداعيًا، منها Photoshop وIllustrator وPremiere Pro وAfter Effects، مع 100 غيغابايت من التخزين السحابي. الرفيق المناسب للابتوب أو محطة عمل جديدة لصنّاع المحتوى.',
    brand: 'Adobe',
    priceAed: 2499,
    stock: 20,
    description:
      'More than 20 creative apps, including Photoshop, Illustrator, Premiere Pro and After Effects, with 100 GB of cloud storage. The right companion for a new creator laptop or workstation.',
    specs: [['Licence type', '12-month subscription'], ['Devices', 'Install on 2 computers'], ['Cloud storage', '100 GB'], ['Delivery', DIGITAL]],
    art: { kind: 'software', model: 'Creative Cloud All Apps', glyph: 'creative' },
  },
  {
    title: 'Adobe Photography Plan 1 TB, Photoshop and Lightroom, 12 Months',
    titleAr: 'Adobe Photography Plan بسعة 1 تيرابايت، Photoshop وLightroom، لمدة 12 شهرًا',
    descriptionAr:
      'Photoshop وLightroom مع 1 تيرابايت من التخزين السحابي، لتحرير الصور على الكمبيوتر والجهاز اللوحي والهاتف. وتبقى إعداداتك المسبقة وألبوماتك متزامنة في كل مكان.',
    brand: 'Adobe',
    priceAed: 899,
    stock: 25,
    description:
      'Photoshop and Lightroom with 1 TB of cloud storage, for editing photos on desktop, tablet and phone. Your presets and albums stay in sync everywhere.',
    specs: [['Licence type', '12-month subscription'], ['Devices', 'Install on 2 computers'], ['Cloud storage', '1 TB'], ['Delivery', DIGITAL]],
    art: { kind: 'software', model: 'Photography Plan 1 TB', glyph: 'creative' },
  },
];

export const DEMO_ACCESSORIES: readonly DemoProduct[] = [
  {
    title: 'Logitech G PRO X SUPERLIGHT 2 Wireless Gaming Mouse, White',
    titleAr: 'ماوس ألعاب لاسلكي Logitech G PRO X SUPERLIGHT 2، أبيض',
    descriptionAr:
      'بوزن 60 غرامًا فقط، هو الماوس الذي يختاره كثير من محترفي الرياضات الإلكترونية، والآن بمفاتيح هجينة بصرية ميكانيكية. يتتبّع مستشعر HERO 2 الحركة بدقة تصل إلى 32,000 DPI.',
    brand: 'Logitech G',
    priceAed: 579,
    stock: 22,
    description:
      'At 60 grams, the mouse many esports professionals choose, now with hybrid optical-mechanical switches. The HERO 2 sensor tracks precisely up to 32,000 DPI.',
    specs: [['Connectivity', 'LIGHTSPEED wireless, USB-C'], ['Sensor', 'HERO 2, 32,000 DPI'], ['Weight', '60 g'], ['Battery', 'Up to 95 hours']],
    art: { kind: 'mouse', model: 'PRO X SUPERLIGHT 2', light: true },
  },
  {
    title: 'Logitech G502 X PLUS Wireless RGB Gaming Mouse',
    titleAr: 'ماوس ألعاب لاسلكي Logitech G502 X PLUS بإضاءة RGB',
    descriptionAr:
      'تصميم G502 الشهير بعد إعادة بنائه بمفاتيح LIGHTFORCE وإضاءة LIGHTSYNC RGB و13 زرًا قابلًا للبرمجة. وتدور عجلة التمرير ثنائية الوضع بحرية عبر الصفحات الطويلة.',
    brand: 'Logitech G',
    priceAed: 549,
    salePriceAed: 479,
    stock: 18,
    description:
      'The iconic G502 shape, rebuilt with LIGHTFORCE switches, LIGHTSYNC RGB and 13 programmable controls. The dual-mode scroll wheel spins freely through long pages.',
    specs: [['Connectivity', 'LIGHTSPEED wireless, USB-C'], ['Sensor', 'HERO 25K'], ['Buttons', '13 programmable'], ['Battery', 'Up to 130 hours']],
    art: { kind: 'mouse', model: 'G502 X PLUS' },
  },
  {
    title: 'Logitech G915 X LIGHTSPEED TKL Wireless Mechanical Keyboard',
    titleAr: 'كيبورد ميكانيكي لاسلكي Logitech G915 X LIGHTSPEED TKL',
    descriptionAr:
      'كيبورد منخفض الارتفاع بدون لوحة أرقام، مصنوع من الألومنيوم، بمفاتيح GL سريعة الاستجابة وإضاءة RGB لكل مفتاح. يمكنك التبديل بين LIGHTSPEED والبلوتوث بضغطة زر واحدة.',
    brand: 'Logitech G',
    priceAed: 849,
    stock: 9,
    description:
      'A low-profile tenkeyless keyboard machined from aluminium, with responsive GL switches and per-key RGB. Switch between LIGHTSPEED and Bluetooth with one key.',
    specs: [['Connectivity', 'LIGHTSPEED wireless, Bluetooth, USB-C'], ['Switches', 'Low-profile GL Tactile'], ['Layout', 'Tenkeyless, US English']],
    art: { kind: 'keyboard', model: 'G915 X TKL', keys: 'tkl' },
  },
  {
    title: 'Logitech G PRO X 2 LIGHTSPEED Wireless Gaming Headset',
    titleAr: 'سماعة ألعاب لاسلكية Logitech G PRO X 2 LIGHTSPEED',
    descriptionAr:
      'تمنحك سماعات الجرافين صوتًا نقيًا ومفصّلًا لتسمع خطوات الخصم قبل أن تراه. وتبقى الوسائد الإسفنجية المرنة مريحة طوال البطولات الطويلة.',
    brand: 'Logitech G',
    priceAed: 899,
    stock: 11,
    description:
      'Graphene drivers give clean, detailed sound so you hear footsteps before you see the enemy. Memory-foam cushions stay comfortable through long tournaments.',
    specs: [['Connectivity', 'LIGHTSPEED wireless, Bluetooth, 3.5 mm'], ['Drivers', '50 mm graphene'], ['Battery', 'Up to 50 hours']],
    art: { kind: 'headset', model: 'PRO X 2 LIGHTSPEED' },
  },
  {
    title: 'Razer DeathAdder V3 Pro Wireless Ergonomic Gaming Mouse',
    titleAr: 'ماوس ألعاب لاسلكي مريح Razer DeathAdder V3 Pro',
    descriptionAr:
      'تصميم Razer المريح الأسطوري، طُوّر بالتعاون مع اللاعبين المحترفين وخُفّض وزنه إلى 63 غرامًا. يتتبّع مستشعر Focus Pro 30K الحركة حتى على الأسطح الزجاجية.',
    brand: 'Razer',
    priceAed: 569,
    stock: 15,
    description:
      'Razer\'s legendary ergonomic shape, refined with pro players and cut to 63 grams. The Focus Pro 30K sensor tracks even on glass surfaces.',
    specs: [['Connectivity', 'HyperSpeed wireless, USB-C'], ['Sensor', 'Focus Pro 30K'], ['Weight', '63 g']],
    art: { kind: 'mouse', model: 'DeathAdder V3 Pro' },
  },
  {
    title: 'Razer BlackWidow V4 Pro Mechanical Gaming Keyboard, Green Switches',
    titleAr: 'كيبورد ألعاب ميكانيكي Razer BlackWidow V4 Pro، مفاتيح خضراء',
    descriptionAr:
      'كيبورد بالحجم الكامل مع قرص تحكم وثمانية مفاتيح ماكرو وإضاءة سفلية من كل الجوانب. ومسند المعصم المغناطيسي الناعم مرفق في العلبة.',
    brand: 'Razer',
    priceAed: 999,
    salePriceAed: 849,
    stock: 7,
    description:
      'A full-size keyboard with a command dial, eight macro keys and underglow lighting on every side. The plush magnetic wrist rest is included.',
    specs: [['Connectivity', 'USB-C wired'], ['Switches', 'Razer Green mechanical (clicky)'], ['Layout', 'Full size, US English']],
    art: { kind: 'keyboard', model: 'BlackWidow V4 Pro' },
  },
  {
    title: 'Razer BlackShark V2 Pro (2023) Wireless Esports Headset',
    titleAr: 'سماعة رياضات إلكترونية لاسلكية Razer BlackShark V2 Pro (2023)',
    descriptionAr:
      'سماعة للرياضات الإلكترونية بمشغلات TriForce من التيتانيوم وميكروفون HyperClear فائق النطاق قابل للفصل. وتكفي بطاريتها حتى 70 ساعة لأسبوع كامل من اللعب.',
    brand: 'Razer',
    priceAed: 749,
    stock: 0,
    description:
      'An esports headset with TriForce titanium drivers and a detachable HyperClear super-wideband microphone. Up to 70 hours of battery covers a week of play.',
    specs: [['Connectivity', 'HyperSpeed wireless, Bluetooth'], ['Drivers', '50 mm TriForce titanium'], ['Battery', 'Up to 70 hours']],
    art: { kind: 'headset', model: 'BlackShark V2 Pro' },
  },
  {
    title: 'Corsair K70 RGB PRO Mechanical Gaming Keyboard, Cherry MX Red',
    titleAr: 'كيبورد ألعاب ميكانيكي Corsair K70 RGB PRO، مفاتيح Cherry MX Red',
    descriptionAr:
      'هيكل متين من الألومنيوم ومفاتيح Cherry MX Red ومعدل استجابة 8,000 هرتز لأسرع تفاعل ممكن. وأغطية المفاتيح PBT مزدوجة الحقن لا تلمع مع الاستخدام.',
    brand: 'Corsair',
    priceAed: 699,
    stock: 12,
    description:
      'A durable aluminium frame, Cherry MX Red switches and 8,000 Hz polling for the quickest possible response. Double-shot PBT keycaps will not shine with use.',
    specs: [['Connectivity', 'USB-C wired'], ['Switches', 'Cherry MX Red (linear)'], ['Layout', 'Full size, US English']],
    art: { kind: 'keyboard', model: 'K70 RGB PRO' },
  },
  {
    title: 'Corsair HS80 MAX Wireless Gaming Headset',
    titleAr: 'سماعة ألعاب لاسلكية Corsair HS80 MAX',
    descriptionAr:
      'صوت محيطي مع Dolby Atmos وميكروفون متعدد الاتجاهات بجودة البث وبطارية تدوم 65 ساعة. ويوزّع عصاب الرأس العائم الوزن بالتساوي.',
    brand: 'Corsair',
    priceAed: 699,
    stock: 8,
    description:
      'Spatial audio with Dolby Atmos, a broadcast-grade omnidirectional microphone and 65 hours of battery life. The floating headband spreads the weight evenly.',
    specs: [['Connectivity', 'SLIPSTREAM wireless, Bluetooth'], ['Drivers', '50 mm neodymium'], ['Battery', 'Up to 65 hours']],
    art: { kind: 'headset', model: 'HS80 MAX Wireless' },
  },
  {
    title: 'Corsair M75 Wireless Lightweight RGB Gaming Mouse',
    titleAr: 'ماوس ألعاب لاسلكي خفيف Corsair M75 بإضاءة RGB',
    descriptionAr:
      'ماوس متماثل بوزن 89 غرامًا مع أزرار جانبية قابلة للتبديل تناسب مستخدمي اليد اليمنى واليسرى. ويبقى مستشعر MARKSMAN 26K دقيقًا بأي سرعة.',
    brand: 'Corsair',
    priceAed: 499,
    stock: 3,
    description:
      'A symmetrical 89-gram mouse with swappable side buttons for left- or right-handed players. The MARKSMAN 26K sensor is precise at any speed.',
    specs: [['Connectivity', 'SLIPSTREAM wireless, Bluetooth, USB-C'], ['Sensor', 'MARKSMAN 26K'], ['Weight', '89 g']],
    art: { kind: 'mouse', model: 'M75 Wireless' },
  },
  {
    title: 'SteelSeries Apex Pro TKL (2023) Wireless Keyboard, OmniPoint 2.0',
    titleAr: 'كيبورد لاسلكي SteelSeries Apex Pro TKL (2023)، مفاتيح OmniPoint 2.0',
    descriptionAr:
      'تتيح لك مفاتيح OmniPoint 2.0 القابلة للتعديل ضبط نقطة التفعيل لكل مفتاح، من لمسة خفيفة إلى ضغطة قوية. وتعرض شاشة OLED الذكية معلومات اللعبة والنظام.',
    brand: 'SteelSeries',
    priceAed: 899,
    salePriceAed: 799,
    stock: 10,
    description:
      'Adjustable OmniPoint 2.0 switches let you set the actuation point of every key, from a feather touch to a firm press. The OLED smart display shows game and system information.',
    specs: [['Connectivity', '2.4 GHz wireless, Bluetooth, USB-C'], ['Switches', 'OmniPoint 2.0 adjustable'], ['Layout', 'Tenkeyless, US English']],
    art: { kind: 'keyboard', model: 'Apex Pro TKL', keys: 'tkl' },
  },
  {
    title: 'SteelSeries Arctis Nova Pro Wireless Headset with Base Station',
    titleAr: 'سماعة لاسلكية SteelSeries Arctis Nova Pro مع محطة قاعدة',
    descriptionAr:
      'عزل نشط للضوضاء ونظام بطاريتين قابلتين للتبديل أثناء التشغيل، فلا تنفد طاقة السماعة في منتصف اللعب. وتتصل محطة القاعدة بالكمبيوتر وجهاز الألعاب في الوقت نفسه.',
    brand: 'SteelSeries',
    priceAed: 1499,
    stock: 2,
    description:
      'Active noise cancellation and a hot-swappable battery system mean your headset never runs out mid-game. The base station connects to PC and console at the same time.',
    specs: [['Connectivity', '2.4 GHz wireless, Bluetooth'], ['Noise cancelling', 'Active (ANC)'], ['Battery', 'Two swappable batteries']],
    art: { kind: 'headset', model: 'Arctis Nova Pro Wireless', light: true },
  },
  {
    title: 'SteelSeries Aerox 5 Wireless Ultra-Lightweight Gaming Mouse',
    titleAr: 'ماوس ألعاب لاسلكي فائق الخفة SteelSeries Aerox 5',
    descriptionAr:
      'تسعة أزرار قابلة للبرمجة في هيكل بوزن 74 غرامًا مع حماية IP54 من الغبار والماء. وتصل مدة البطارية إلى 180 ساعة بشحنة واحدة.',
    brand: 'SteelSeries',
    priceAed: 449,
    stock: 14,
    description:
      'Nine programmable buttons in a 74-gram shell with an IP54 rating against dust and water. Battery life reaches 180 hours on a single charge.',
    specs: [['Connectivity', 'Quantum 2.0 wireless, Bluetooth, USB-C'], ['Weight', '74 g'], ['Battery', 'Up to 180 hours']],
    art: { kind: 'mouse', model: 'Aerox 5 Wireless' },
  },
  {
    title: 'HyperX Cloud III Wireless Gaming Headset',
    titleAr: 'سماعة ألعاب لاسلكية HyperX Cloud III',
    descriptionAr:
      'راحة Cloud الأسطورية مع مشغلات مائلة بقطر 53 مم وبطارية تدوم حتى 120 ساعة. تعمل مع الكمبيوتر وPlayStation وNintendo Switch عبر مستقبل USB-C.',
    brand: 'HyperX',
    priceAed: 599,
    salePriceAed: 499,
    stock: 16,
    description:
      'The legendary Cloud comfort with angled 53 mm drivers and up to 120 hours of battery life. Works with PC, PlayStation and Nintendo Switch through the USB-C dongle.',
    specs: [['Connectivity', '2.4 GHz wireless, USB-C dongle'], ['Drivers', '53 mm angled'], ['Battery', 'Up to 120 hours']],
    art: { kind: 'headset', model: 'Cloud III Wireless' },
  },
  {
    title: 'HyperX Alloy Origins 65 Mechanical Gaming Keyboard',
    titleAr: 'كيبورد ألعاب ميكانيكي HyperX Alloy Origins 65',
    descriptionAr:
      'تصميم مدمج بحجم 65% يحتفظ بمفاتيح الأسهم ويوفّر مساحة أكبر لحركة الماوس. ويمنح هيكل الألومنيوم المستخدم في الطائرات إحساسًا بالمتانة على أي مكتب.',
    brand: 'HyperX',
    priceAed: 349,
    stock: 20,
    description:
      'A compact 65% layout that keeps the arrow keys while freeing space for wide mouse movements. The aircraft-grade aluminium body feels solid on any desk.',
    specs: [['Connectivity', 'USB-C wired'], ['Switches', 'HyperX Red (linear)'], ['Layout', '65%, US English']],
    art: { kind: 'keyboard', model: 'Alloy Origins 65', keys: 'compact' },
  },
  {
    title: 'HyperX Pulsefire Haste 2 Wired Gaming Mouse',
    titleAr: 'ماوس ألعاب سلكي HyperX Pulsefire Haste 2',
    descriptionAr:
      'ماوس سلكي بوزن 53 غرامًا ومعدل استجابة 8,000 هرتز وكابل مرن على طراز الباراكورد. قيمة ممتازة للاعبين التنافسيين.',
    brand: 'HyperX',
    priceAed: 199,
    stock: 35,
    description:
      'A 53-gram wired mouse with an 8,000 Hz polling rate and a flexible paracord-style cable. Great value for competitive players.',
    specs: [['Connectivity', 'USB wired'], ['Sensor', 'HyperX 26K'], ['Weight', '53 g']],
    art: { kind: 'mouse', model: 'Pulsefire Haste 2' },
  },
  {
    title: 'Microsoft Xbox Wireless Controller, Robot White',
    titleAr: 'يد تحكم لاسلكية Microsoft Xbox، أبيض',
    descriptionAr:
      'يد تحكم Xbox الحديثة بمقابض محكمة وزر مشاركة ولوحة اتجاهات هجينة. تتصل بأجهزة Xbox وأجهزة الكمبيوتر بنظام Windows والهواتف والأجهزة اللوحية.',
    brand: 'Microsoft',
    priceAed: 229,
    stock: 40,
    description:
      'The modern Xbox controller with textured grips, a Share button and a hybrid D-pad. It connects to Xbox, Windows PCs, phones and tablets.',
    specs: [['Connectivity', 'Xbox Wireless, Bluetooth, USB-C'], ['Power', '2 AA batteries']],
    art: { kind: 'controller', model: 'Xbox Wireless Controller', light: true },
  },
  {
    title: 'Microsoft Xbox Elite Wireless Controller Series 2',
    titleAr: 'يد تحكم لاسلكية Microsoft Xbox Elite الإصدار 2',
    descriptionAr:
      'عصي تحكم بشدة قابلة للتعديل وأقفال للأزرار الخلفية وأربعة مجاذيف تضع بين يديك تحكمًا بمستوى المحترفين. وتدوم البطارية القابلة للشحن حتى 40 ساعة.',
    brand: 'Microsoft',
    priceAed: 749,
    stock: 6,
    description:
      'Adjustable-tension thumbsticks, hair-trigger locks and four paddles put pro-level control in your hands. The rechargeable battery lasts up to 40 hours.',
    specs: [['Connectivity', 'Xbox Wireless, Bluetooth, USB-C'], ['Battery', 'Up to 40 hours, rechargeable']],
    art: { kind: 'controller', model: 'Elite Series 2' },
  },
  {
    title: 'ASUS ROG Harpe Ace Aim Lab Edition Wireless Gaming Mouse',
    titleAr: 'ماوس ألعاب لاسلكي ASUS ROG Harpe Ace إصدار Aim Lab',
    descriptionAr:
      'طُوّر هذا الماوس بوزن 54 غرامًا بالتعاون مع Aim Lab، ويأتي مضبوطًا للتصويب الدقيق في ألعاب التصويب. ويتنقّل الاتصال ثلاثي الأوضاع بين 2.4 غيغاهرتز والبلوتوث وUSB.',
    brand: 'ASUS ROG',
    priceAed: 529,
    stock: 9,
    description:
      'Developed with Aim Lab, this 54-gram mouse comes tuned for precise aiming in shooters. Tri-mode connectivity switches between 2.4 GHz, Bluetooth and USB.',
    specs: [['Connectivity', 'ROG SpeedNova 2.4 GHz, Bluetooth, USB-C'], ['Sensor', 'ROG AimPoint 36K'], ['Weight', '54 g']],
    art: { kind: 'mouse', model: 'Harpe Ace Aim Lab Edition' },
  },
];
