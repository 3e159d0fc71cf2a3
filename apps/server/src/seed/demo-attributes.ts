// The demo catalogue's typed attributes (issue 24 item 1, docs/decisions/048): the
// finished goods' by department; their values come from the products'
// specification rows of the same label (category_attribute_carry_over, migration 0032).
import type { AttributeType } from '@store/contract';
import type { AttributeChoiceJson } from '../db/schema';
import type { DemoCategoryName } from './demo-catalog-names';
import type { DemoPartCategoryName } from './demo-parts';

export interface DemoAttribute {
  code: string;
  label: string;
  labelAr: string;
  type: AttributeType;
  unit?: string;
  choices?: readonly AttributeChoiceJson[];
  filterable?: boolean;
  inCompare?: boolean;
  onCard?: boolean;
}

const values = (...list: string[]): AttributeChoiceJson[] => list.map((value) => ({ value }));

/** Gaming PCs and laptops: processor family, graphics card, memory and storage. */
const COMPUTER_ATTRIBUTES: readonly DemoAttribute[] = [
  {
    code: 'cpu',
    label: 'CPU',
    labelAr: 'المعالج',
    type: 'choice',
    choices: values('Intel Core i5', 'Intel Core i7', 'Intel Core i9', 'Intel Core Ultra 7', 'Intel Core Ultra 9', 'AMD Ryzen 5', 'AMD Ryzen 7', 'AMD Ryzen 9'),
    filterable: true,
    onCard: true,
  },
  {
    code: 'gpu',
    label: 'GPU',
    labelAr: 'كرت الشاشة',
    type: 'choice',
    choices: values('RTX 4060', 'RTX 4060 Ti', 'RTX 4070', 'RTX 4070 SUPER', 'RTX 4070 Ti SUPER', 'RTX 4080', 'RTX 4080 SUPER', 'RTX 4090'),
    filterable: true,
    onCard: true,
  },
  { code: 'ram_gb', label: 'RAM', labelAr: 'الذاكرة العشوائية', type: 'number', unit: 'GB', filterable: true, onCard: true },
  { code: 'storage_gb', label: 'Storage', labelAr: 'التخزين', type: 'number', unit: 'GB', filterable: true },
];

/** Displays: size, resolution, refresh rate and panel. */
const DISPLAY_ATTRIBUTES: readonly DemoAttribute[] = [
  { code: 'size_in', label: 'Screen size', labelAr: 'حجم الشاشة', type: 'number', unit: 'in', filterable: true, onCard: true },
  {
    code: 'resolution',
    label: 'Resolution',
    labelAr: 'الدقة',
    type: 'choice',
    choices: values('1920 x 1080', '2560 x 1440', '3440 x 1440', '3840 x 2160', '5120 x 1440'),
    filterable: true,
    onCard: true,
  },
  { code: 'refresh_hz', label: 'Refresh rate', labelAr: 'معدل التحديث', type: 'number', unit: 'Hz', filterable: true, onCard: true },
  {
    code: 'panel',
    label: 'Panel',
    labelAr: 'نوع اللوحة',
    type: 'choice',
    choices: values('IPS', 'Fast IPS', 'Rapid IPS', 'VA', 'TN', 'OLED', 'QD-OLED', 'WOLED'),
    filterable: true,
  },
];

// The PC parts: the codes the builder's rules read (BUILD_ATTRIBUTE_CODES, docs/decisions/049).
const SOCKETS = values('AM4', 'AM5', 'LGA1700', 'LGA1851');
const BOARD_SIZES = values('E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX');
const MEMORY_TYPES = values('DDR4', 'DDR5');
const PSU_SIZES = values('ATX', 'SFX');
const socket: DemoAttribute = { code: 'socket', label: 'Socket', labelAr: 'المقبس', type: 'choice', choices: SOCKETS, filterable: true, onCard: true };
const memoryType: DemoAttribute = { code: 'memory_type', label: 'Memory type', labelAr: 'نوع الذاكرة', type: 'choice', choices: MEMORY_TYPES, filterable: true, onCard: true };
const capacity: DemoAttribute = { code: 'capacity_gb', label: 'Capacity', labelAr: 'السعة', type: 'number', unit: 'GB', filterable: true, onCard: true };
const number = (code: string, label: string, labelAr: string, unit?: string, filterable = false): DemoAttribute => ({
  code,
  label,
  labelAr,
  type: 'number',
  ...(unit ? { unit } : {}),
  filterable,
});

const PART_ATTRIBUTES: Record<DemoPartCategoryName, readonly DemoAttribute[]> = {
  Processors: [
    socket,
    number('tdp_w', 'TDP', 'القدرة الحرارية', 'W'),
    { code: 'integrated_graphics', label: 'Integrated graphics', labelAr: 'رسومات مدمجة', type: 'boolean', filterable: true },
  ],
  Motherboards: [
    socket,
    { code: 'form_factor', label: 'Form factor', labelAr: 'المقاس', type: 'choice', choices: BOARD_SIZES, filterable: true, onCard: true },
    memoryType,
    number('memory_slots', 'Memory slots', 'منافذ الذاكرة'),
    number('max_memory_gb', 'Maximum memory', 'أقصى ذاكرة', 'GB'),
    number('m2_slots', 'M.2 slots', 'منافذ M.2', undefined, true),
  ],
  Memory: [memoryType, number('modules', 'Modules', 'عدد الوحدات', undefined, true), capacity],
  'Graphics Cards': [
    number('length_mm', 'Length', 'الطول', 'mm', true),
    number('board_power_w', 'Board power', 'استهلاك الطاقة', 'W', true),
    number('slots', 'Slots', 'عدد الفتحات'),
  ],
  Storage: [{ code: 'interface', label: 'Interface', labelAr: 'الواجهة', type: 'choice', choices: values('M.2 NVMe', 'SATA'), filterable: true, onCard: true }, capacity],
  'Power Supplies': [
    { ...number('wattage_w', 'Wattage', 'القدرة', 'W', true), onCard: true },
    { code: 'psu_form_factor', label: 'Form factor', labelAr: 'المقاس', type: 'choice', choices: PSU_SIZES, filterable: true },
  ],
  Cases: [
    { code: 'form_factors', label: 'Motherboards', labelAr: 'اللوحات الأم المدعومة', type: 'multi_choice', choices: BOARD_SIZES, filterable: true, onCard: true },
    number('max_gpu_length_mm', 'Max graphics card length', 'أقصى طول لبطاقة الرسومات', 'mm', true),
    number('max_cooler_height_mm', 'Max cooler height', 'أقصى ارتفاع للمبرد', 'mm', true),
    { code: 'psu_form_factors', label: 'Power supplies', labelAr: 'مزودات الطاقة المدعومة', type: 'multi_choice', choices: PSU_SIZES, filterable: true },
  ],
  'CPU Coolers': [
    { code: 'sockets', label: 'Sockets', labelAr: 'المقابس', type: 'multi_choice', choices: SOCKETS, filterable: true, onCard: true },
    number('height_mm', 'Height', 'الارتفاع', 'mm', true),
    number('radiator_mm', 'Radiator', 'المشع', 'mm', true),
  ],
};

export const DEMO_ATTRIBUTES: Partial<Record<DemoCategoryName | DemoPartCategoryName, readonly DemoAttribute[]>> = {
  'Gaming PC': COMPUTER_ATTRIBUTES,
  Laptops: COMPUTER_ATTRIBUTES,
  Display: DISPLAY_ATTRIBUTES,
  ...PART_ATTRIBUTES,
};
