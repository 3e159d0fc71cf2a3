import type { CsvProblem } from '@store/contract';
import { DataTable } from '#web/components/ui/data-table';
import { t } from '#web/lib/i18n';

/** The dry run's problems, one row each, in the order of the file's lines. */
export function ImportReport({ problems }: { problems: readonly CsvProblem[] }) {
  return (
    <DataTable label={t('admin.import.reportLabel')} className="max-h-[28rem]">
      <thead>
        <tr>
          <th className="w-16 text-end">{t('admin.import.line')}</th>
          <th>{t('admin.import.sku')}</th>
          <th>{t('admin.import.column')}</th>
          <th>{t('admin.import.reason')}</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((problem, index) => (
          // A line may have several problems: the index keeps their keys apart.
          <tr key={`${problem.line}-${index}`}>
            <td className="text-end font-medium tabular-nums">{problem.line}</td>
            <td dir="ltr" className="font-mono text-xs whitespace-nowrap">
              {problem.sku || '—'}
            </td>
            <td className="font-mono text-xs whitespace-nowrap">{problem.column ?? '—'}</td>
            <td className="min-w-56">{problem.message}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
