// The demo catalogue's typed attributes (issue 24 item 1, docs/decisions/048): the
// finished goods' by department; their values come from the products'
// specification rows of the same label (category_attribute_carry_over, migration 0032).
import type { AttributeType } from '@store/contract';
import type { AttributeChoiceJson } from '../db/schema';
import type { DemoCategoryName } from './demo-catalog-names';

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

export const DEMO_ATTRIBUTES: Partial<Record<DemoCategoryName, readonly DemoAttribute[]>> = {
  'Gaming PC': COMPUTER_ATTRIBUTES,
  Laptops: COMPUTER_ATTRIBUTES,
  Display: DISPLAY_ATTRIBUTES,
};
