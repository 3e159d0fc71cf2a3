import { imageVariantUrl, messages, type AdminFeature } from '@store/contract';
import { ImageOff, Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminList } from '#web/components/admin/admin-list';
import { MoveButtons, moveButtonId, movedIds, useFocusAfterMove, type MoveDirection } from '#web/components/admin/move-buttons';
import { useConfirmDelete } from '#web/components/admin/use-confirm-delete';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { DeleteIconButton, EditIconButton } from '#web/components/ui/icon-action-buttons';
import { EmptyState } from '#web/components/ui/status-panels';
import { useToast } from '#web/components/ui/toast/use-toast';
import { toProblem } from '#web/lib/api-client';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { useDeleteFeatureMutation, useGetAdminFeaturesQuery, useReorderFeaturesMutation } from '../api/features-admin-api';
import { FeatureFormDialog } from './feature-form-dialog';

type Editing = { feature: AdminFeature | null } | null;
/** The home page slides in display order, with add, edit, move up/down and delete. */
export function FeaturesManager() {
  const toast = useToast();
  const query = useGetAdminFeaturesQuery();
  const { data, isFetching } = query;
  const reorder = useReorderFeaturesMutation();
  const remove = useDeleteFeatureMutation();
  // A move waits for the list of the previous one, so it never starts from a stale order.
  const busy = reorder.isPending || isFetching;
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useConfirmDelete<AdminFeature>({
    remove: (slide) => remove.mutateAsync(slide._id),
    deleted: messages.FEATURE_DELETED,
    failed: messages.SERVER_ERROR,
  });
  const focusAfterMove = useFocusAfterMove(data);

  const move = async (slides: readonly AdminFeature[], index: number, direction: MoveDirection) => {
    const slide = slides[index];
    if (!slide || busy) return;
    const ids = movedIds(slides, index, direction);
    // Set before the call: the call resolves once the list shows the new order.
    focusAfterMove(moveButtonId('feature', slide._id, direction));
    try {
      const result = await reorder.mutateAsync(ids);
      toast({ tone: 'success', title: result.message ?? messages.FEATURES_REORDERED });
    } catch (error) {
      focusAfterMove(null);
      toast({ tone: 'error', title: toProblem(error, messages.SERVER_ERROR).message });
    }
  };

  const slideList = (slides: AdminFeature[]) => (
    <ol aria-label={t('admin.features.listLabel')} className="flex flex-col gap-3">
      {slides.map((slide, index) => (
        <li
          key={slide._id}
          className="grid grid-cols-[6rem_1fr] items-start gap-3 sm:items-center rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-[2.5rem_10rem_1fr_auto] sm:gap-4"
        >
          <span className="hidden text-center text-sm font-semibold text-slate-500 tabular-nums sm:block">
            <span className="sr-only">{t('admin.features.position', { n: index + 1 })}</span>
            <span aria-hidden="true">{index + 1}</span>
          </span>
          <Thumbnail image={slide.image} />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-base font-semibold break-words text-slate-900">{slide.title}</h2>
              <span
                className={cn(
                  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
                  slide.active ? 'bg-green-50 text-green-800 ring-1 ring-green-200' : 'bg-slate-100 text-slate-700 ring-1 ring-slate-300',
                )}
              >
                {slide.active ? t('admin.features.active') : t('admin.features.hidden')}
              </span>
            </div>
            <p className={cn('mt-0.5 line-clamp-2 text-sm', slide.subtitle ? 'text-slate-600' : 'text-slate-500 italic')}>
              {slide.subtitle || t('admin.features.noSubtitle')}
            </p>
            <p className="mt-0.5 truncate font-mono text-xs text-slate-500" dir="ltr">
              {slide.link}
            </p>
          </div>
          <div className="col-span-2 flex flex-wrap justify-end gap-1 border-t border-slate-100 pt-2 sm:col-span-1 sm:border-0 sm:pt-0">
            <MoveButtons
              prefix="feature"
              id={slide._id}
              name={slide.title}
              index={index}
              count={slides.length}
              busy={busy}
              onMove={(direction) => void move(slides, index, direction)}
            />
            <EditIconButton label={t('admin.action.edit', { name: slide.title })} onClick={() => setEditing({ feature: slide })} />
            <DeleteIconButton label={t('admin.action.delete', { name: slide.title })} onClick={() => deletion.ask(slide)} />
          </div>
        </li>
      ))}
    </ol>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ feature: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.features.add')}
        </Button>
      </div>
      <AdminList
        query={query}
        failedTitle={messages.SERVER_ERROR}
        renderEmpty={(slides) => (slides.length === 0 ? <EmptyState title={t('admin.features.empty')} icon={ImageOff} /> : null)}
      >
        {slideList}
      </AdminList>
      {editing ? <FeatureFormDialog feature={editing.feature} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog title={t('admin.features.deleteTitle')} {...deletion.dialog}>
        {t('admin.features.deleteText', { title: deletion.target?.title ?? '' })}
      </ConfirmDialog>
    </div>
  );
}

/** A banner-shaped thumbnail; the title beside it says what it shows. */
function Thumbnail({ image }: { image: string | null }) {
  return (
    <span className="block aspect-[8/3] w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      {image ? (
        <img src={imageVariantUrl(image, 320)} alt="" loading="lazy" width={320} height={120} className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-slate-400">
          <ImageOff aria-hidden="true" className="size-5" strokeWidth={1.5} />
          <span className="sr-only">{t('admin.features.noImage')}</span>
        </span>
      )}
    </span>
  );
}
