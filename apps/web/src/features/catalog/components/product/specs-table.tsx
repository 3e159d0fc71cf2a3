import type { SpecRow } from '@store/contract';

/** The product's specification rows as a two-column table. */
export function SpecsTable({ specs, caption }: { specs: readonly SpecRow[]; caption: string }) {
  return (
    <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
      <table className="w-full border-collapse text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <tbody className="divide-y divide-slate-200">
          {specs.map((row, index) => (
            <tr key={`${row.label}-${index}`} className="even:bg-slate-50 odd:bg-white">
              <th scope="row" className="w-2/5 px-4 py-3 text-start align-top font-medium text-slate-600 sm:w-1/3">
                {row.label}
              </th>
              <td className="px-4 py-3 align-top text-slate-900">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
