// A demo part as a product's texts (demo-parts.ts): its title and two sentences in
// both languages, and specification rows made from its typed attributes, so the
// product page shows its figures before it reads the attributes themselves.
import type { AttributeValue } from '@store/contract';
import type { SpecRowJson } from '../db/schema';
import { DEMO_ATTRIBUTES, type DemoAttribute } from './demo-attributes';
import { DEMO_PART_CATEGORIES, type DemoPart } from './demo-parts';

export interface DemoPartTexts {
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  specs: SpecRowJson[];
}

function specRow(attribute: DemoAttribute, value: AttributeValue): SpecRowJson {
  const unit = attribute.unit ? ` ${attribute.unit}` : '';
  if (typeof value === 'boolean') return { label: attribute.label, labelAr: attribute.labelAr, value: value ? 'Yes' : 'No', valueAr: value ? 'نعم' : 'لا' };
  const text = Array.isArray(value) ? value.join(', ') : `${value}${typeof value === 'number' ? unit : ''}`;
  return { label: attribute.label, labelAr: attribute.labelAr, value: text };
}

export function demoPartTexts(part: DemoPart): DemoPartTexts {
  const category = DEMO_PART_CATEGORIES.find((c) => c.name === part.category)!;
  const name = part.model.startsWith(part.brand) ? part.model : `${part.brand} ${part.model}`;
  const specs = (DEMO_ATTRIBUTES[part.category] ?? []).flatMap((attribute) => {
    const value = part.attributes[attribute.code];
    return value === undefined ? [] : [specRow(attribute, value)];
  });
  const summary = specs.map((row) => `${row.label.toLowerCase()} ${row.value}`).join(', ');
  const summaryAr = specs.map((row) => `${row.labelAr} ${row.valueAr ?? row.value}`).join('، ');
  return {
    title: part.category === 'Storage' ? name : `${name} ${category.one}`,
    titleAr: `${category.oneAr} ${name}`,
    description: `${category.one} by ${part.brand}: ${summary}. The PC builder checks it against the other parts you choose.`,
    descriptionAr: `${category.oneAr} من ${part.brand}: ${summaryAr}. يتحقق مُجمِّع الكمبيوتر من توافقه مع القطع الأخرى التي تختارها.`,
    specs,
  };
}
