import { messages } from '@store/contract';
import { useEffect } from 'react';
import { StatusPage } from '#web/components/layouts/status-page';
import { Button, buttonClasses } from '#web/components/ui/button';
import { sentence, t } from '#web/lib/i18n';
import { pageTitle } from '#web/lib/use-page-meta';

/**
 * The fallback for a rendering failure (docs/store-rules.md#pages-that-fail). Kept in the main
 * bundle: it must show even when a page's chunk failed to load (after a
 * deploy); its reload then fetches the new chunks.
 */
export function ErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
    document.title = pageTitle(sentence('UNEXPECTED_APP_ERROR', messages.UNEXPECTED_APP_ERROR));
  }, [error]);

  return (
    <StatusPage
      title={sentence('UNEXPECTED_APP_ERROR', messages.UNEXPECTED_APP_ERROR)}
      description={t('error.description')}
      actions={
        <>
          <Button size="lg" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </Button>
          <a href="/" className={buttonClasses('secondary', 'lg')}>
            {t('common.backHome')}
          </a>
        </>
      }
    />
  );
}
