import { messages } from '@store/contract';
import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ProductImage } from '../../../components/ui/product-image';
import { asApiProblem } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import { uploadImage } from '../../../lib/upload-image';

interface ProductImageFieldProps {
  /** The stored image URL (640 px variant), or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** A client or server error of the `image` field. */
  error?: string | undefined;
  /** True while a file is on its way, so the form waits before saving. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * The product image: a preview of the current or just uploaded picture, and a
 * file picker that uploads at once (POST /api/admin/uploads, field `file`).
 * The server decides what an acceptable image is; its sentence shows here.
 */
export function ProductImageField({ value, onChange, error, onUploadingChange }: ProductImageFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after an error.
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    setBusy(true);
    try {
      onChange(await uploadImage(file));
    } catch (failure) {
      setUploadError(asApiProblem(failure, messages.SERVER_ERROR).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('admin.products.field.image')}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={cn(
            'relative size-28 shrink-0 overflow-hidden rounded-xl border bg-white',
            shownError ? 'border-danger' : 'border-slate-200',
          )}
        >
          {value ? (
            <ProductImage src={value} alt={t('admin.products.imagePreview')} sizes="112px" fallbackWidth={320} priority />
          ) : (
            <span className="flex size-full items-center justify-center px-2 text-center text-xs text-slate-500">
              {t('admin.products.noImage')}
            </span>
          )}
          {uploading ? (
            <span className="absolute inset-0 flex items-center justify-center bg-white/70">
              <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-slate-700" />
            </span>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={inputId}
              className={cn(
                'inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:border-slate-400 hover:bg-slate-50',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
                uploading && 'pointer-events-none opacity-60',
              )}
            >
              {uploading ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <ImagePlus aria-hidden="true" className="size-4" />}
              {uploading ? t('admin.products.uploading') : value ? t('admin.products.replaceImage') : t('admin.products.upload')}
              <input
                id={inputId}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="sr-only"
                disabled={uploading}
                aria-invalid={shownError ? true : undefined}
                aria-describedby={shownError ? errorId : hintId}
                onChange={(event) => void onFile(event)}
              />
            </label>
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
                {t('admin.products.removeImage')}
              </Button>
            ) : null}
          </div>
          {shownError ? (
            <p id={errorId} role="alert" className="text-sm text-danger">
              {shownError}
            </p>
          ) : (
            <p id={hintId} className="text-xs text-slate-500">
              {t('admin.products.uploadHint')}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
