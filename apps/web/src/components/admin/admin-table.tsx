import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { DataTable } from '../ui/data-table';

export interface AdminColumn<T> {
  /** Unique in the table (React's key). */
  id: string;
  header: ReactNode;
  headerClassName?: string;
  cellClassName?: string;
  cell: (row: T) => ReactNode;
}

interface AdminTableProps<T> {
  /** The table's accessible name (the e2e suite finds tables by it). */
  label: string;
  columns: readonly AdminColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The row's buttons, in the last column. */
  renderActions?: (row: T) => ReactNode;
  /**
   * The actions column sticks to the end (docs/store-rules.md#12-look-and-feel): on a phone
   * (390 px) the row's buttons stay in view while the table scrolls sideways.
   * Off for wide text buttons, which would cover most of a phone's table.
   */
  pinActions?: boolean;
  /** The one row shown when there are no rows. */
  empty: ReactNode;
  className?: string;
}

/** The admin lists' table: their columns, then the actions column. */
export function AdminTable<T>({ label, columns, rows, rowKey, renderActions: actions, pinActions = true, empty, className }: AdminTableProps<T>) {
  const span = columns.length + (actions ? 1 : 0);
  return (
    <DataTable label={label} className={className}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={column.headerClassName}>
              {column.header}
            </th>
          ))}
          {actions ? (
            <th scope="col" className={cn('w-px text-end', pinActions && 'sticky end-0 border-s border-s-slate-200')}>
              {t('admin.table.actions')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={span} className="py-8 text-center text-slate-500">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.id} className={column.cellClassName}>
                  {column.cell(row)}
                </td>
              ))}
              {actions ? (
                <td className={pinActions ? 'sticky end-0 border-s border-s-slate-100 bg-white' : undefined}>
                  <div className="flex justify-end gap-1">{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))
        )}
      </tbody>
    </DataTable>
  );
}
