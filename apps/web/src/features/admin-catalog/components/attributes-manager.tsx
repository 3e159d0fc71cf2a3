import { messages, type AttributeDefinition } from '@store/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminList } from '#web/components/admin/admin-list';
import { AdminTable, type AdminColumn } from '#web/components/admin/admin-table';
import { MoveButtons, moveButtonId, movedIds, useFocusAfterMove, type MoveDirection } from '#web/components/admin/move-buttons';
import { useConfirmDelete } from '#web/components/admin/use-confirm-delete';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { DeleteIconButton, EditIconButton } from '#web/components/ui/icon-action-buttons';
import { Skeleton } from '#web/components/ui/skeleton';
import { useToast } from '#web/components/ui/toast/use-toast';
import { useCategoryAttributesQuery } from '#web/lib/admin-query/category-attributes';
import { toProblem } from '#web/lib/api-client';
import { t } from '#web/lib/i18n';
import { useDeleteAttributeMutation, useReorderAttributesMutation } from '../api/attributes-admin-api';
import { AttributeFormDialog } from './attribute-form-dialog';
import { attributeFlagsText, attributeTypeText } from './attribute-texts';

type Editing = { attribute: AttributeDefinition | null } | null;

const NONE: AttributeDefinition[] = [];

/** The table's columns; made when the table shows, so their headers are in the admin's texts. */
const attributeColumns = (): readonly AdminColumn<AttributeDefinition>[] => [
  {
    id: 'label',
    header: t('admin.attributes.label'),
    cell: (attribute) => (
      <span className="flex flex-col">
        <span className="font-medium text-slate-900">{attribute.label}</span>
        {attribute.labelAr ? (
          <span dir="rtl" lang="ar" className="self-start text-slate-600">
            {attribute.labelAr}
          </span>
        ) : null}
      </span>
    ),
  },
  { id: 'code', header: t('admin.attributes.code'), cellClassName: 'font-mono text-xs', cell: (attribute) => attribute.code },
  { id: 'type', header: t('admin.attributes.type'), cell: attributeTypeText },
  { id: 'shownIn', header: t('admin.attributes.shownIn'), cell: attributeFlagsText },
];

/** A category's attributes in display order, with add, edit, move up/down and delete. */
export function AttributesManager({ categoryId }: { categoryId: string }) {
  const toast = useToast();
  const query = useCategoryAttributesQuery(categoryId);
  const reorder = useReorderAttributesMutation(categoryId);
  const remove = useDeleteAttributeMutation(categoryId);
  // A move waits for the list of the previous one, so it never starts from a stale order.
  const busy = reorder.isPending || query.isFetching;
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useConfirmDelete<AttributeDefinition>({
    remove: (attribute) => remove.mutateAsync(attribute._id),
    deleted: messages.ATTRIBUTE_DELETED,
    failed: messages.SERVER_ERROR,
  });
  const focusAfterMove = useFocusAfterMove(query.data);

  const move = async (attributes: readonly AttributeDefinition[], index: number, direction: MoveDirection) => {
    const attribute = attributes[index];
    if (!attribute || busy) return;
    focusAfterMove(moveButtonId('attribute', attribute._id, direction));
    try {
      await reorder.mutateAsync({ attributes, ids: movedIds(attributes, index, direction) });
      toast({ tone: 'success', title: messages.ATTRIBUTE_UPDATED });
    } catch (error) {
      focusAfterMove(null);
      toast({ tone: 'error', title: toProblem(error, messages.SERVER_ERROR).message });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ attribute: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.attributes.add')}
        </Button>
      </div>
      <AdminList query={query} failedTitle={messages.SERVER_ERROR} fallback={NONE} loading={<Skeleton className="h-48" />}>
        {(attributes) => (
          <AdminTable
            label={t('admin.attributes.listLabel')}
            columns={attributeColumns()}
            rows={attributes}
            rowKey={(attribute) => attribute._id}
            empty={t('admin.attributes.empty')}
            renderActions={(attribute) => {
              const index = attributes.indexOf(attribute);
              return (
                <>
                  <MoveButtons
                    prefix="attribute"
                    id={attribute._id}
                    name={attribute.label}
                    index={index}
                    count={attributes.length}
                    busy={busy}
                    onMove={(direction) => void move(attributes, index, direction)}
                  />
                  <EditIconButton label={t('admin.action.edit', { name: attribute.label })} onClick={() => setEditing({ attribute })} />
                  <DeleteIconButton label={t('admin.action.delete', { name: attribute.label })} onClick={() => deletion.ask(attribute)} />
                </>
              );
            }}
          />
        )}
      </AdminList>
      {editing ? <AttributeFormDialog categoryId={categoryId} attribute={editing.attribute} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog title={t('admin.attributes.deleteTitle')} {...deletion.dialog}>
        {t('admin.attributes.deleteText', { name: deletion.target?.label ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
