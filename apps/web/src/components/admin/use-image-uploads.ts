import { messages } from '@store/contract';
import { useId, useState } from 'react';
import { toProblem } from '#web/lib/api-client';

/**
 * What the admin's picture fields share (one image, a product's gallery): the ids that tie the
 * field's title, the picker's text, the hint and the error to the file input; whether files are on
 * their way, told to the form so that it waits before saving; and the uploads' own error, shown over
 * the field's until the next pick or removal.
 */
export function useImageUploads(error: string | undefined, onUploadingChange?: (uploading: boolean) => void) {
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  /** Runs `work` (the uploads) as busy; a failure's sentence becomes the field's error. */
  const upload = async (work: () => Promise<void>) => {
    setUploading(true);
    onUploadingChange?.(true);
    try {
      await work();
    } catch (failure) {
      setUploadError(toProblem(failure, messages.SERVER_ERROR).message);
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
    }
  };

  return {
    ids: { input: inputId, title: `${inputId}-title`, pick: `${inputId}-pick`, hint: `${inputId}-hint`, error: `${inputId}-error` },
    uploading,
    shownError: uploadError ?? error,
    setUploadError,
    upload,
  };
}
