import { messages } from '@store/contract';
import { ListTree, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { AdminList } from '#web/components/admin/admin-list';
import { AdminTable, type AdminColumn } from '#web/components/admin/admin-table';
import { useConfirmDelete } from '#web/components/admin/use-confirm-delete';
import { Button, buttonClasses } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { DeleteIconButton, EditIconButton } from '#web/components/ui/icon-action-buttons';
import { Skeleton } from '#web/components/ui/skeleton';
import { t } from '#web/lib/i18n';
import {
  useDeleteCatalogEntryMutation,
  useGetCatalogEntriesQuery,
  type CatalogEntry,
  type CatalogKind,
} from '../api/catalog-admin-api';
import { CatalogFormDialog } from './catalog-form-dialog';
import { CATALOG_TEXTS, type CatalogTexts } from './catalog-texts';

type Editing = { entry: CatalogEntry | null } | null;

const NONE: CatalogEntry[] = [];

function catalogColumns(texts: CatalogTexts): readonly AdminColumn<CatalogEntry>[] {
  return [
    { id: 'name', header: t(texts.name), cellClassName: 'font-medium', cell: (entry) => entry.name },
    {
      id: 'nameAr',
      header: t(texts.nameAr),
      cell: (entry) => (entry.nameAr ? <span dir="rtl" lang="ar">{entry.nameAr}</span> : <span className="text-slate-500">—</span>),
    },
    { id: 'top', header: t(texts.top), cell: (entry) => (entry.isTop ? t('admin.table.yes') : t('admin.table.no')) },
    {
      id: 'products',
      header: t(texts.products),
      headerClassName: 'text-end',
      cellClassName: 'text-end tabular-nums',
      cell: (entry) => entry.productCount,
    },
  ];
}

/** The brands or categories table with its create, edit and delete dialogs. */
export function CatalogManager({ kind }: { kind: CatalogKind }) {
  const texts = CATALOG_TEXTS[kind];
  const query = useGetCatalogEntriesQuery(kind);
  const remove = useDeleteCatalogEntryMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useConfirmDelete<CatalogEntry>({
    remove: (entry) => remove.mutateAsync({ kind, id: entry._id }),
    deleted: texts.deleted,
    failed: messages.SERVER_ERROR,
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ entry: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {t(texts.add)}
        </Button>
      </div>
      {/* A failed list is an empty list (docs/store-rules.md#fallbacks): no message. */}
      <AdminList query={query} fallback={NONE} loading={<Skeleton className="h-48" />}>
        {(entries) => (
          <AdminTable
            label={t(`page.${kind === 'brand' ? 'adminBrands' : 'adminCategory'}.title`)}
            columns={catalogColumns(texts)}
            rows={entries}
            rowKey={(entry) => entry._id}
            empty={t(texts.empty)}
            renderActions={(entry) => (
              <>
                {kind === 'category' ? (
                  <Link
                    to={`/admin/category/${entry._id}/attributes`}
                    aria-label={t('admin.attributes.open', { name: entry.name })}
                    title={t('admin.attributes.open', { name: entry.name })}
                    className={buttonClasses('ghost', 'icon')}
                  >
                    <ListTree aria-hidden="true" className="size-4" />
                  </Link>
                ) : null}
                <EditIconButton label={t('admin.action.edit', { name: entry.name })} onClick={() => setEditing({ entry })} />
                <DeleteIconButton label={t('admin.action.delete', { name: entry.name })} onClick={() => deletion.ask(entry)} />
              </>
            )}
          />
        )}
      </AdminList>
      {editing ? <CatalogFormDialog kind={kind} entry={editing.entry} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog title={t(texts.deleteTitle)} {...deletion.dialog}>
        {t(texts.deleteText, { name: deletion.target?.name ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
