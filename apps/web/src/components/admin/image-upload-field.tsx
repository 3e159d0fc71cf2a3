import { imageVariantUrl } from '@store/contract';
import { ImageOff, LoaderCircle, Trash2 } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { uploadImage } from '#web/lib/upload-image';
import { Button } from '../ui/button';
import { ProductImage } from '../ui/product-image';
import { ImagePicker } from './image-picker';
import { useImageUploads } from './use-image-uploads';

interface ImageUploadFieldProps {
  /** The field's name ("Image"); with the picker's text ("Upload image") it names the file input. */
  label: string;
  /** The preview's alternative text. */
  previewAlt: string;
  /** What the empty preview says. */
  emptyText: string;
  /** What makes a good picture here (size, shape). */
  hint: string;
  /** A square product picture, or a wide home page banner (8:3). */
  shape: 'square' | 'banner';
  /** The stored image URL (640 px variant), or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** A client or server error of the field. */
  error?: string | undefined;
  /** True while a file is on its way, so the form waits before saving. */
  onUploadingChange?: (uploading: boolean) => void;
}

function Preview({ shape, value, previewAlt, emptyText }: Pick<ImageUploadFieldProps, 'shape' | 'value' | 'previewAlt' | 'emptyText'>) {
  if (!value) {
    return (
      <span className="flex size-full flex-col items-center justify-center gap-1 px-2 text-center text-xs text-slate-500">
        <ImageOff aria-hidden="true" className="size-6" strokeWidth={1.5} />
        {emptyText}
      </span>
    );
  }
  return shape === 'square' ? (
    <ProductImage src={value} alt={previewAlt} sizes="112px" fallbackWidth={320} priority />
  ) : (
    <img src={imageVariantUrl(value, 640)} alt={previewAlt} className="size-full object-cover" />
  );
}

/**
 * The admin forms' picture (products and home page slides): a preview of the
 * current or just uploaded image, a picker that uploads at once (POST
 * /api/admin/uploads) and a remove button. The server decides what an
 * acceptable image is; its sentence shows here, and the same file may be
 * picked again after it.
 */
export function ImageUploadField({ label, previewAlt, emptyText, hint, shape, value, onChange, error, onUploadingChange }: ImageUploadFieldProps) {
  const uploads = useImageUploads(error, onUploadingChange);
  const { ids, uploading, shownError, setUploadError, upload } = uploads;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    await upload(async () => onChange(await uploadImage(file)));
  };

  return (
    <div className="flex flex-col gap-1.5">
      {/* Not a second <label>: the input is named by the field's title and the picker's text together. */}
      <span id={ids.title} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className={cn('flex gap-4', shape === 'square' ? 'flex-wrap items-center' : 'flex-col gap-3')}>
        <div
          className={cn(
            'relative shrink-0 overflow-hidden border bg-white',
            shape === 'square' ? 'size-28 rounded-xl' : 'aspect-[8/3] w-full rounded-lg bg-slate-100',
            shownError ? 'border-danger' : 'border-slate-200',
          )}
        >
          <Preview shape={shape} value={value} previewAlt={previewAlt} emptyText={emptyText} />
          {uploading ? (
            <span className="absolute inset-0 flex items-center justify-center bg-white/70">
              <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-slate-700" />
            </span>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          <div className="flex flex-wrap gap-2">
            <ImagePicker
              uploads={uploads}
              text={value ? t('admin.image.replace') : t('admin.image.upload')}
              onPick={(event) => void onFile(event)}
            />
            {value && !uploading ? (
              <Button
                variant="ghost"
                size="sm"
                className="text-danger hover:bg-danger-soft hover:text-danger"
                onClick={() => {
                  setUploadError(null);
                  onChange(null);
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('admin.image.remove')}
              </Button>
            ) : null}
          </div>
          {shownError ? (
            <p id={ids.error} role="alert" className="text-sm text-danger">
              {shownError}
            </p>
          ) : (
            <p id={ids.hint} className="text-xs text-slate-500">
              {hint}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
