import { messages } from '@store/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast/use-toast';
import { asApiProblem } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import {
  useDeleteCatalogEntryMutation,
  useGetCatalogEntriesQuery,
  type CatalogEntry,
  type CatalogKind,
} from '../api/catalog-admin-api';
import { CatalogFormDialog } from './catalog-form-dialog';
import { CATALOG_TEXTS } from './catalog-texts';
import { DeleteIconButton, EditIconButton } from '../../../components/ui/icon-action-buttons';

type Editing = { entry: CatalogEntry | null } | null;

/** The brands or categories table with its create, edit and delete dialogs. */
export function CatalogManager({ kind }: { kind: CatalogKind }) {
  const texts = CATALOG_TEXTS[kind];
  const toast = useToast();
  // A failed list is an empty list (spec section 8): no message.
  const { data = [], isLoading } = useGetCatalogEntriesQuery(kind);
  const [remove, { isLoading: deleting }] = useDeleteCatalogEntryMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleteTarget, setDeleteTarget] = useState<CatalogEntry | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const askDelete = (entry: CatalogEntry | null) => {
    setDeleteError(null);
    setDeleteTarget(entry);
  };

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    try {
      const result = await remove({ kind, id: deleteTarget._id }).unwrap();
      const message = typeof result === 'object' && result !== null && 'message' in result ? result.message : undefined;
      if (typeof message === 'string') toast({ tone: 'success', title: message });
      setDeleteTarget(null);
    } catch (error) {
      setDeleteError(asApiProblem(error, messages.SERVER_ERROR).message);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ entry: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {t(texts.add)}
        </Button>
      </div>
      {isLoading ? (
        <Skeleton className="h-48" />
      ) : (
        <DataTable label={t(`page.${kind === 'brand' ? 'adminBrands' : 'adminCategory'}.title`)}>
          <thead>
            <tr>
              <th scope="col">{t(texts.name)}</th>
              <th scope="col">{t(texts.top)}</th>
              <th scope="col" className="text-end">
                {t(texts.products)}
              </th>
              {/* Sticky at the end: on a phone the edit and delete buttons stay in view while the table scrolls sideways. */}
              <th scope="col" className="sticky end-0 w-px border-s border-s-slate-200 text-end">
                {t('admin.table.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.length === 0 ? (
              <tr>
                <td colSpan={4} className="py-8 text-center text-slate-500">
                  {t(texts.empty)}
                </td>
              </tr>
            ) : (
              data.map((entry) => (
                <tr key={entry._id}>
                  <td className="font-medium">{entry.name}</td>
                  <td>{entry.isTop ? t('admin.table.yes') : t('admin.table.no')}</td>
                  <td className="text-end tabular-nums">{entry.productCount}</td>
                  <td className="sticky end-0 border-s border-s-slate-100 bg-white">
                    <div className="flex justify-end gap-1">
                      <EditIconButton label={t('admin.action.edit', { name: entry.name })} onClick={() => setEditing({ entry })} />
                      <DeleteIconButton label={t('admin.action.delete', { name: entry.name })} onClick={() => askDelete(entry)} />
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </DataTable>
      )}
      {editing ? <CatalogFormDialog kind={kind} entry={editing.entry} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => !open && askDelete(null)}
        title={t(texts.deleteTitle)}
        error={deleteError}
        pending={deleting}
        onConfirm={() => void confirmDelete()}
      >
        {t(texts.deleteText, { name: deleteTarget?.name ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
