import { LIMITS } from '@store/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent } from 'react';
import { ImagePicker } from '#web/components/admin/image-picker';
import { useImageUploads } from '#web/components/admin/use-image-uploads';
import { ProductImage } from '#web/components/ui/product-image';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { uploadImage } from '#web/lib/upload-image';
import { movePhoto } from './gallery-order';

interface GalleryEditorProps {
  /** The gallery in order (URLs of 640 px variants); the first is the listing image. */
  value: readonly string[];
  onChange: (photos: string[]) => void;
  /** A client or server error of the field. */
  error?: string | undefined;
  /** True while files are on their way, so the form waits before saving. */
  onUploadingChange?: (uploading: boolean) => void;
}

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-40 disabled:hover:bg-white';

/**
 * The product form's photos (docs/decisions/034): up to 8, each uploaded at
 * once like the single image before; reordered by dragging, by the arrow
 * buttons, or by the arrow keys on a focused photo; every move, addition and
 * removal is announced. The first photo is the listing image.
 */
export function GalleryEditor({ value, onChange, error, onUploadingChange }: GalleryEditorProps) {
  const uploads = useImageUploads(error, onUploadingChange);
  const { ids, shownError, setUploadError, upload } = uploads;
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const count = value.length;
  const full = count >= LIMITS.galleryMax;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= count || from === to) return;
    onChange(movePhoto(value, from, to));
    setAnnouncement(t('admin.products.galleryMoved', { n: to + 1, count }));
    // The moved photo keeps the focus, so arrow keys can go on moving it.
    requestAnimationFrame(() => items.current[to]?.focus());
  };

  const remove = (index: number) => {
    onChange(value.filter((_photo, i) => i !== index));
    setUploadError(null);
    setAnnouncement(t('admin.products.galleryRemoved', { count: count - 1 }));
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    const files = picked.slice(0, LIMITS.galleryMax - count);
    event.target.value = '';
    if (files.length === 0) return;
    // More than fit: the first ones are uploaded, and the admin is told how many were not.
    const leftOut = picked.length - files.length;
    setUploadError(leftOut > 0 ? t('admin.products.galleryLeftOut', { count: leftOut }) : null);
    let photos = [...value];
    await upload(async () => {
      // One at a time, in the order picked: each is added as soon as it is stored.
      for (const file of files) {
        photos = [...photos, await uploadImage(file)];
        onChange(photos);
        setAnnouncement(t('admin.products.galleryAdded', { count: photos.length }));
      }
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const step = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    move(index, index + step);
  };

  const onDrop = (event: DragEvent<HTMLButtonElement>, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={ids.title} className="text-sm font-medium text-slate-800">
        {t('admin.products.field.gallery')}
      </span>
      {count === 0 ? (
        <p className="text-sm text-slate-500">{t('admin.products.galleryEmpty')}</p>
      ) : (
        <ol aria-labelledby={ids.title} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {value.map((photo, index) => {
            const n = index + 1;
            const name = t('admin.products.galleryPhoto', { n, count });
            return (
              <li
                key={photo}
                className={cn(
                  'flex flex-col gap-1.5 rounded-xl border bg-white p-2',
                  index === 0 ? 'border-accent' : 'border-slate-200',
                  dragged === index && 'opacity-50',
                )}
              >
                {/* The photo itself is the handle: dragged with the mouse, moved with the arrow keys when focused. */}
                <button
                  type="button"
                  ref={(element) => {
                    items.current[index] = element;
                  }}
                  draggable
                  aria-label={index === 0 ? `${name}, ${t('admin.products.galleryListing')}` : name}
                  aria-describedby={ids.hint}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  onDragStart={() => setDragged(index)}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => onDrop(event, index)}
                  onDragEnd={() => setDragged(null)}
                  className="relative aspect-square cursor-grab overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                >
                  <ProductImage src={photo} alt="" sizes="160px" fallbackWidth={320} />
                  <span className="absolute start-1 top-1 rounded bg-white/90 px-1.5 text-xs font-semibold text-slate-800">
                    {index === 0 ? `${n} · ${t('admin.products.galleryListing')}` : n}
                  </span>
                </button>
                <div className="flex justify-between gap-1">
                  <button
                    type="button"
                    className={iconButton}
                    disabled={index === 0}
                    aria-label={t('admin.products.galleryUp', { n })}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={index === count - 1}
                    aria-label={t('admin.products.galleryDown', { n })}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={cn(iconButton, 'text-danger hover:bg-danger-soft')}
                    aria-label={t('admin.products.galleryRemove', { n })}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <ImagePicker
          uploads={uploads}
          multiple
          full={full}
          text={full ? t('admin.products.galleryFull') : t('admin.products.galleryAdd')}
          onPick={(event) => void onFiles(event)}
        />
      </div>
      {shownError ? (
        <p id={ids.error} role="alert" className="text-sm text-danger">
          {shownError}
        </p>
      ) : null}
      <p id={ids.hint} className="text-xs text-slate-500">
        {t('admin.products.galleryHint')}
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
