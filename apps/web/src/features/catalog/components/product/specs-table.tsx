import type { AttributeDefinition, Product, SpecRow } from '@store/contract';
import { attributeLabel, attributeValueText } from '#web/lib/attribute-text';
import { t } from '#web/lib/i18n';

/**
 * The specification table's rows: the SKU, the typed values, then the free-text rows that no
 * shown typed value stands for (a row whose label is an attribute's, in either language, was
 * carried over to it: docs/decisions/048).
 */
export function specTableRows(product: Product & { sku: string }, definitions: readonly AttributeDefinition[] = [], skuLabel: string): SpecRow[] {
  const typed = definitions.filter((definition) => definition.inSpecTable && product.attributes[definition.code] !== undefined);
  const covered = new Set(typed.flatMap((definition) => [definition.label, definition.labelAr ?? ''].map((label) => label.trim().toLowerCase())));
  const rest = product.specs.filter((row) => !covered.has(row.label.trim().toLowerCase()));
  return [{ label: skuLabel, value: product.sku }, ...attributeRows(product, typed), ...rest];
}

/** The product's typed values its category shows in the specification table, in the category's order (docs/decisions/048). */
export function attributeRows(product: Product, definitions: readonly AttributeDefinition[] = []): SpecRow[] {
  return definitions.flatMap((definition) => {
    const value = product.attributes[definition.code];
    if (!definition.inSpecTable || value === undefined) return [];
    return [{ label: attributeLabel(definition), value: attributeValueText(definition, value, { yes: t('product.yes'), no: t('product.no') }) }];
  });
}

/**
 * The product's specification rows as a two-column table. Labels and values are
 * isolated (`<bdi>`): "27 inches" or "2560 x 1440 (QHD)" keep their order on an
 * Arabic page (issue 12 item 3).
 */
export function SpecsTable({ specs, caption }: { specs: readonly SpecRow[]; caption: string }) {
  return (
    <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
      <table className="w-full border-collapse text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <tbody className="divide-y divide-slate-200">
          {specs.map((row, index) => (
            <tr key={`${row.label}-${index}`} className="even:bg-slate-50 odd:bg-white">
              <th scope="row" className="w-2/5 px-4 py-3 text-start align-top font-medium text-slate-600 sm:w-1/3">
                <bdi>{row.label}</bdi>
              </th>
              <td className="px-4 py-3 align-top text-slate-900">
                <bdi>{row.value}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
