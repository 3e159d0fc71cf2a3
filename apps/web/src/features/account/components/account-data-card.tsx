import { accountDataFileName, messages } from '@store/contract';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { useToast } from '#web/components/ui/toast/use-toast';
import { toProblem } from '#web/lib/api-client';
import { saveFile } from '#web/lib/download';
import { t } from '#web/lib/i18n';
import { useAnnounceSession } from '#web/lib/session-events';
import { storeConfig } from '#web/lib/store-config';
import { fetchAccountData } from '../api/account-api';
import { AccountCard } from './account-card';
import { DeleteAccountDialog } from './delete-account-dialog';
import '#web/lib/i18n/en-account-data';
import { localePath } from '#web/lib/language';

/** The customer's own data (issue 13 item 9): a copy of it as JSON, and deleting the account. */
export function AccountDataCard() {
  const [downloading, setDownloading] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const announce = useAnnounceSession();

  const download = async () => {
    setDownloading(true);
    setNotice(null);
    try {
      const data = await fetchAccountData();
      const file = accountDataFileName(storeConfig.storeName, new Date());
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), file);
      setNotice({ tone: 'success', text: t('accountData.downloaded', { file }) });
    } catch (error) {
      setNotice({ tone: 'error', text: toProblem(error, messages.DATA_EXPORT_FAILED).message });
    } finally {
      setDownloading(false);
    }
  };

  const onDeleted = async (message: string) => {
    setDeleting(false);
    toast({ tone: 'success', title: message });
    // To the shop first, then forget the session: the guard would send a guest on this page to log in.
    await navigate(localePath('/shop/home'), { replace: true });
    announce({ type: 'sessionEnded' });
  };

  return (
    <AccountCard id="data" title={t('accountData.title')} description={t('accountData.text')}>
      <div className="flex flex-col gap-4">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
            {/* No download icon: the shop's first visit would carry it (it lands in the shared chunk). */}
            {downloading ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {downloading ? t('accountData.downloading') : t('accountData.download')}
          </Button>
          {/* The secondary button's look in the danger colour (buttonClasses would keep its slate text). */}
          <button
            type="button"
            onClick={() => setDeleting(true)}
            className="inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-red-200 bg-white px-4 text-sm font-semibold whitespace-nowrap text-danger shadow-sm transition-colors hover:border-red-300 hover:bg-danger-soft"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('accountData.delete')}
          </button>
        </div>
        <Link to={localePath('/shop/policies/privacy')} className="self-start text-sm font-medium text-accent underline-offset-2 hover:underline">
          {t('accountData.privacy')}
        </Link>
      </div>
      {deleting ? <DeleteAccountDialog open onOpenChange={setDeleting} onDeleted={(message) => void onDeleted(message)} /> : null}
    </AccountCard>
  );
}
