import { accountDataFileName, messages } from '@store/contract';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { Button, buttonClasses } from '#web/components/ui/button';
import { toProblem } from '#web/lib/api-client';
import { saveFile } from '#web/lib/download';
import { t } from '#web/lib/i18n';
import { storeConfig } from '#web/lib/store-config';
import { fetchAccountData } from '../api/account-api';
import { AccountCard } from './account-card';
import { DeleteAccountDialog, DeleteAccountForm } from './delete-account-dialog';
import { localePath } from '#web/lib/language';
import { sentence } from '#web/lib/i18n/sentences';

/** The address's query that shows the deletion form on the page (without JavaScript: no dialog opens). */
const DELETE_PARAM = 'delete';
const DELETE_VALUE = 'account';

/** The danger colour on the secondary button's look (buttonClasses would keep its slate text). */
const DANGER_BUTTON =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-red-200 bg-white px-4 text-sm font-semibold whitespace-nowrap text-danger shadow-sm transition-colors hover:border-red-300 hover:bg-danger-soft';

/**
 * The customer's own data (issue 13 item 9): a copy of it as JSON, and deleting
 * the account. "Delete my account" opens a dialog; before JavaScript it is a
 * plain form that asks for this page with `?delete=account`, where the
 * deletion form shows in the card (and again after a refusal it posted).
 */
export function AccountDataCard() {
  const [downloading, setDownloading] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [search] = useSearchParams();
  const inline = search.get(DELETE_PARAM) === DELETE_VALUE;

  const download = async () => {
    setDownloading(true);
    setNotice(null);
    try {
      const data = await fetchAccountData();
      const file = accountDataFileName(storeConfig.storeName, new Date());
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), file);
      setNotice({ tone: 'success', text: t('accountData.downloaded', { file }) });
    } catch (error) {
      setNotice({ tone: 'error', text: toProblem(error, sentence('DATA_EXPORT_FAILED', messages.DATA_EXPORT_FAILED)).message });
    } finally {
      setDownloading(false);
    }
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
          {inline ? null : (
            <form method="get">
              <button
                type="submit"
                name={DELETE_PARAM}
                value={DELETE_VALUE}
                onClick={(event) => {
                  event.preventDefault();
                  setDeleting(true);
                }}
                className={DANGER_BUTTON}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('accountData.delete')}
              </button>
            </form>
          )}
        </div>
        {inline ? (
          <section aria-labelledby="delete-account-title" className="rounded-xl border border-red-200 p-4">
            <h3 id="delete-account-title" className="mb-3 font-semibold text-slate-900">
              {t('deleteAccount.title')}
            </h3>
            <DeleteAccountForm
              keep={
                <Link to={localePath('/shop/account')} className={buttonClasses('secondary')}>
                  {t('deleteAccount.keep')}
                </Link>
              }
            />
          </section>
        ) : null}
        <Link to={localePath('/shop/policies/privacy')} className="self-start text-sm font-medium text-accent underline-offset-2 hover:underline">
          {t('accountData.privacy')}
        </Link>
      </div>
      {deleting && !inline ? (
        <DeleteAccountDialog
          open
          onOpenChange={setDeleting}
          keep={
            <Button variant="secondary" onClick={() => setDeleting(false)}>
              {t('deleteAccount.keep')}
            </Button>
          }
        />
      ) : null}
    </AccountCard>
  );
}
