import { ImagePlus, LoaderCircle } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import type { useImageUploads } from './use-image-uploads';

interface ImagePickerProps {
  /** The field's upload state (useImageUploads). */
  uploads: Pick<ReturnType<typeof useImageUploads>, 'ids' | 'uploading' | 'shownError'>;
  /** The picker's text ("Upload image", "Add photos"); with the field's title it names the file input. */
  text: string;
  /** Several files at once (a gallery). */
  multiple?: boolean;
  /** Nothing more may be picked (a full gallery). */
  full?: boolean;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The admin's picture fields' file picker: a button-looking label around a hidden file input
 * (JPEG, PNG or WebP), busy while files are on their way. Not a second <label> of the field: the
 * input is named by the field's title and the picker's text together.
 */
export function ImagePicker({ uploads: { ids, uploading, shownError }, text, multiple, full = false, onPick }: ImagePickerProps) {
  return (
    <label
      htmlFor={ids.input}
      className={cn(
        'inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:border-slate-400 hover:bg-slate-50',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
        (uploading || full) && 'pointer-events-none opacity-60',
      )}
    >
      {uploading ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <ImagePlus aria-hidden="true" className="size-4" />}
      <span id={ids.pick}>{uploading ? t('admin.image.uploading') : text}</span>
      <input
        id={ids.input}
        type="file"
        multiple={multiple}
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        disabled={uploading || full}
        aria-labelledby={`${ids.title} ${ids.pick}`}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? ids.error : ids.hint}
        onChange={onPick}
      />
    </label>
  );
}
