// The demo's PC parts (issue 24 item 2, docs/decisions/049): eight of each
// component, with real-world figures in the typed attributes the builder's rules
// read, enough to build several complete PCs and to meet every rule failing
// (an AM4 processor on an AM5 board, DDR4 kits, a 357.6 mm card and 322 mm
// cases, SFX-only cases, a 168 mm cooler, 550 W supplies). No pictures yet: a
// drawn picture each would double the first start's seeding time.
import type { AttributeValues } from '@store/contract';
import type { DemoBrandName } from './demo-catalog-names';

/** The component categories; their names make the slugs the builder knows (BUILD_ROLE_BY_CATEGORY_SLUG). */
export const DEMO_PART_CATEGORIES = [
  { name: 'Processors', nameAr: 'المعالجات', one: 'Processor', oneAr: 'معالج' },
  { name: 'Motherboards', nameAr: 'اللوحات الأم', one: 'Motherboard', oneAr: 'لوحة أم' },
  { name: 'Memory', nameAr: 'الذاكرة', one: 'Memory kit', oneAr: 'ذاكرة' },
  { name: 'Graphics Cards', nameAr: 'بطاقات الرسومات', one: 'Graphics card', oneAr: 'بطاقة رسومات' },
  { name: 'Storage', nameAr: 'وحدات التخزين', one: 'SSD', oneAr: 'قرص تخزين' },
  { name: 'Power Supplies', nameAr: 'مزودات الطاقة', one: 'Power supply', oneAr: 'مزود طاقة' },
  { name: 'Cases', nameAr: 'صناديق الكمبيوتر', one: 'PC case', oneAr: 'صندوق كمبيوتر' },
  { name: 'CPU Coolers', nameAr: 'مبردات المعالج', one: 'CPU cooler', oneAr: 'مبرد معالج' },
] as const;
export type DemoPartCategoryName = (typeof DEMO_PART_CATEGORIES)[number]['name'];

export interface DemoPart {
  category: DemoPartCategoryName;
  model: string;
  brand: DemoBrandName;
  priceAed: number;
  salePriceAed?: number;
  stock: number;
  attributes: AttributeValues;
}

type Row = [model: string, brand: DemoBrandName, priceAed: number, stock: number, attributes: AttributeValues, salePriceAed?: number];

const ANY_AM = ['AM4', 'AM5'];
const MAINSTREAM = [...ANY_AM, 'LGA1700'];
const ALL_SOCKETS = [...MAINSTREAM, 'LGA1851'];
const ATX_DOWN = ['ATX', 'Micro-ATX', 'Mini-ITX'];

const ROWS: Record<DemoPartCategoryName, Row[]> = {
  Processors: [
    ['AMD Ryzen 5 7600X', 'AMD', 849, 14, { socket: 'AM5', tdp_w: 105, integrated_graphics: true }],
    ['AMD Ryzen 7 7800X3D', 'AMD', 1599, 9, { socket: 'AM5', tdp_w: 120, integrated_graphics: true }, 1499],
    ['AMD Ryzen 9 7950X', 'AMD', 2299, 4, { socket: 'AM5', tdp_w: 170, integrated_graphics: true }],
    ['AMD Ryzen 7 5700X3D', 'AMD', 899, 6, { socket: 'AM4', tdp_w: 105, integrated_graphics: false }],
    ['Intel Core i5-14600K', 'Intel', 1199, 11, { socket: 'LGA1700', tdp_w: 125, integrated_graphics: true }],
    ['Intel Core i7-14700KF', 'Intel', 1549, 7, { socket: 'LGA1700', tdp_w: 125, integrated_graphics: false }],
    ['Intel Core i9-14900K', 'Intel', 2199, 3, { socket: 'LGA1700', tdp_w: 125, integrated_graphics: true }],
    ['Intel Core Ultra 7 265K', 'Intel', 1649, 5, { socket: 'LGA1851', tdp_w: 125, integrated_graphics: true }],
  ],
  Motherboards: [
    ['Strix B650E-F Gaming WiFi', 'ASUS ROG', 1199, 6, { socket: 'AM5', form_factor: 'ATX', memory_type: 'DDR5', memory_slots: 4, max_memory_gb: 192, m2_slots: 3 }],
    ['MAG B650 Tomahawk WiFi', 'MSI', 899, 8, { socket: 'AM5', form_factor: 'ATX', memory_type: 'DDR5', memory_slots: 4, max_memory_gb: 192, m2_slots: 3 }, 829],
    ['B650I Aorus Ultra', 'Gigabyte', 1099, 3, { socket: 'AM5', form_factor: 'Mini-ITX', memory_type: 'DDR5', memory_slots: 2, max_memory_gb: 96, m2_slots: 3 }],
    ['Crosshair X670E Extreme', 'ASUS ROG', 3299, 2, { socket: 'AM5', form_factor: 'E-ATX', memory_type: 'DDR5', memory_slots: 4, max_memory_gb: 192, m2_slots: 5 }],
    ['MAG B550 Tomahawk', 'MSI', 649, 5, { socket: 'AM4', form_factor: 'ATX', memory_type: 'DDR4', memory_slots: 4, max_memory_gb: 128, m2_slots: 2 }],
    ['Strix Z790-E Gaming WiFi II', 'ASUS ROG', 1999, 4, { socket: 'LGA1700', form_factor: 'ATX', memory_type: 'DDR5', memory_slots: 4, max_memory_gb: 192, m2_slots: 5 }],
    ['PRO B760M-A WiFi DDR4', 'MSI', 599, 9, { socket: 'LGA1700', form_factor: 'Micro-ATX', memory_type: 'DDR4', memory_slots: 4, max_memory_gb: 128, m2_slots: 2 }],
    ['Z890 Aorus Elite WiFi7', 'Gigabyte', 1399, 4, { socket: 'LGA1851', form_factor: 'ATX', memory_type: 'DDR5', memory_slots: 4, max_memory_gb: 256, m2_slots: 4 }],
  ],
  Memory: [
    ['Vengeance 32 GB (2 x 16 GB) DDR5-6000', 'Corsair', 499, 20, { memory_type: 'DDR5', modules: 2, capacity_gb: 32 }, 449],
    ['Trident Z5 RGB 32 GB (2 x 16 GB) DDR5-6400', 'G.Skill', 579, 10, { memory_type: 'DDR5', modules: 2, capacity_gb: 32 }],
    ['Fury Beast 64 GB (2 x 32 GB) DDR5-5600', 'Kingston', 849, 8, { memory_type: 'DDR5', modules: 2, capacity_gb: 64 }],
    ['Dominator Titanium 96 GB (2 x 48 GB) DDR5-6600', 'Corsair', 1599, 2, { memory_type: 'DDR5', modules: 2, capacity_gb: 96 }],
    ['Ripjaws S5 16 GB (2 x 8 GB) DDR5-5200', 'G.Skill', 279, 15, { memory_type: 'DDR5', modules: 2, capacity_gb: 16 }],
    ['Vengeance LPX 16 GB (2 x 8 GB) DDR4-3200', 'Corsair', 199, 18, { memory_type: 'DDR4', modules: 2, capacity_gb: 16 }],
    ['Fury Beast 32 GB (2 x 16 GB) DDR4-3600', 'Kingston', 329, 12, { memory_type: 'DDR4', modules: 2, capacity_gb: 32 }],
    ['Trident Z Neo 64 GB (4 x 16 GB) DDR4-3600', 'G.Skill', 749, 3, { memory_type: 'DDR4', modules: 4, capacity_gb: 64 }],
  ],
  'Graphics Cards': [
    ['GeForce RTX 4060 Gaming X 8G', 'MSI', 1349, 10, { length_mm: 247, board_power_w: 115, slots: 2 }],
    ['GeForce RTX 4060 Eagle OC 8G', 'Gigabyte', 1249, 12, { length_mm: 272, board_power_w: 115, slots: 2 }],
    ['Radeon RX 7600 Gaming OC 8G', 'Gigabyte', 1099, 6, { length_mm: 282, board_power_w: 165, slots: 2.5 }],
    ['TUF Gaming GeForce RTX 4070 SUPER 12G', 'ASUS ROG', 2899, 7, { length_mm: 301, board_power_w: 220, slots: 3.25 }, 2749],
    ['GeForce RTX 4070 Ti SUPER Ventus 3X 16G', 'MSI', 3599, 5, { length_mm: 308, board_power_w: 285, slots: 3 }],
    ['TUF Gaming Radeon RX 7800 XT OC 16G', 'ASUS ROG', 2299, 4, { length_mm: 320, board_power_w: 263, slots: 3.25 }],
    ['GeForce RTX 4090 Gaming OC 24G', 'Gigabyte', 7999, 2, { length_mm: 340, board_power_w: 450, slots: 4 }],
    ['Strix GeForce RTX 4080 SUPER 16G', 'ASUS ROG', 5299, 3, { length_mm: 357.6, board_power_w: 320, slots: 3.5 }],
  ],
  Storage: [
    ['990 Pro 1 TB NVMe SSD', 'Samsung', 469, 16, { interface: 'M.2 NVMe', capacity_gb: 1000 }],
    ['990 Pro 2 TB NVMe SSD', 'Samsung', 799, 11, { interface: 'M.2 NVMe', capacity_gb: 2000 }, 729],
    ['Black SN850X 2 TB NVMe SSD', 'WD', 699, 9, { interface: 'M.2 NVMe', capacity_gb: 2000 }],
    ['Black SN850X 4 TB NVMe SSD', 'WD', 1299, 3, { interface: 'M.2 NVMe', capacity_gb: 4000 }],
    ['T500 1 TB NVMe SSD', 'Crucial', 349, 14, { interface: 'M.2 NVMe', capacity_gb: 1000 }],
    ['KC3000 2 TB NVMe SSD', 'Kingston', 599, 7, { interface: 'M.2 NVMe', capacity_gb: 2000 }],
    ['870 EVO 1 TB SATA SSD', 'Samsung', 349, 10, { interface: 'SATA', capacity_gb: 1000 }],
    ['MX500 2 TB SATA SSD', 'Crucial', 549, 6, { interface: 'SATA', capacity_gb: 2000 }],
  ],
  'Power Supplies': [
    ['RM550x 550 W 80 PLUS Gold', 'Corsair', 349, 8, { wattage_w: 550, psu_form_factor: 'ATX' }],
    ['Focus GX-650 650 W 80 PLUS Gold', 'Seasonic', 429, 9, { wattage_w: 650, psu_form_factor: 'ATX' }],
    ['RM750e 750 W 80 PLUS Gold', 'Corsair', 449, 12, { wattage_w: 750, psu_form_factor: 'ATX' }],
    ['Pure Power 12 M 850 W 80 PLUS Gold', 'be quiet!', 549, 7, { wattage_w: 850, psu_form_factor: 'ATX' }, 499],
    ['RM1000x 1000 W 80 PLUS Gold', 'Corsair', 749, 5, { wattage_w: 1000, psu_form_factor: 'ATX' }],
    ['Vertex GX-1200 1200 W 80 PLUS Gold', 'Seasonic', 1199, 2, { wattage_w: 1200, psu_form_factor: 'ATX' }],
    ['SF750 750 W 80 PLUS Platinum SFX', 'Corsair', 729, 4, { wattage_w: 750, psu_form_factor: 'SFX' }],
    ['V850 SFX Gold 850 W', 'Cooler Master', 799, 3, { wattage_w: 850, psu_form_factor: 'SFX' }],
  ],
  Cases: [
    ['O11 Dynamic EVO', 'Lian Li', 649, 6, { form_factors: ['E-ATX', ...ATX_DOWN], max_gpu_length_mm: 426, max_cooler_height_mm: 167, psu_form_factors: ['ATX'] }],
    ['H9 Flow', 'NZXT', 699, 5, { form_factors: ATX_DOWN, max_gpu_length_mm: 435, max_cooler_height_mm: 165, psu_form_factors: ['ATX'] }],
    ['North', 'Fractal Design', 599, 7, { form_factors: ATX_DOWN, max_gpu_length_mm: 355, max_cooler_height_mm: 170, psu_form_factors: ['ATX'] }],
    ['4000D Airflow', 'Corsair', 399, 12, { form_factors: ['E-ATX', ...ATX_DOWN], max_gpu_length_mm: 360, max_cooler_height_mm: 170, psu_form_factors: ['ATX'] }, 369],
    ['H5 Flow', 'NZXT', 379, 9, { form_factors: ATX_DOWN, max_gpu_length_mm: 365, max_cooler_height_mm: 165, psu_form_factors: ['ATX'] }],
    ['MasterBox NR200P', 'Cooler Master', 449, 6, { form_factors: ['Mini-ITX'], max_gpu_length_mm: 330, max_cooler_height_mm: 155, psu_form_factors: ['SFX', 'ATX'] }],
    ['Terra', 'Fractal Design', 779, 3, { form_factors: ['Mini-ITX'], max_gpu_length_mm: 322, max_cooler_height_mm: 77, psu_form_factors: ['SFX'] }],
    ['A4-H2O', 'Lian Li', 649, 2, { form_factors: ['Mini-ITX'], max_gpu_length_mm: 322, max_cooler_height_mm: 55, psu_form_factors: ['SFX'] }],
  ],
  'CPU Coolers': [
    ['NH-D15 chromax.black', 'Noctua', 549, 6, { sockets: MAINSTREAM, height_mm: 165 }],
    ['NH-U12S redux', 'Noctua', 229, 10, { sockets: MAINSTREAM, height_mm: 158 }],
    ['Dark Rock Pro 5', 'be quiet!', 429, 4, { sockets: ALL_SOCKETS, height_mm: 168 }],
    ['Hyper 212 Black Edition', 'Cooler Master', 169, 15, { sockets: MAINSTREAM, height_mm: 159 }],
    ['NH-L9i-17xx chromax.black', 'Noctua', 219, 5, { sockets: ['LGA1700', 'LGA1851'], height_mm: 37 }],
    ['iCUE H150i Elite LCD XT 360 mm', 'Corsair', 1199, 3, { sockets: ALL_SOCKETS, radiator_mm: 360 }],
    ['Kraken 240', 'NZXT', 599, 5, { sockets: MAINSTREAM, radiator_mm: 240 }],
    ['Galahad II Trinity 360 mm', 'Lian Li', 749, 4, { sockets: ALL_SOCKETS, radiator_mm: 360 }, 699],
  ],
};

/** Every part, category by category. */
export function demoParts(): DemoPart[] {
  return DEMO_PART_CATEGORIES.flatMap(({ name }) =>
    ROWS[name].map(([model, brand, priceAed, stock, attributes, salePriceAed]) => ({
      category: name,
      model,
      brand,
      priceAed,
      stock,
      attributes,
      ...(salePriceAed === undefined ? {} : { salePriceAed }),
    })),
  );
}
