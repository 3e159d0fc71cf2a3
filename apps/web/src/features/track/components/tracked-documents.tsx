import { orderDocumentPath, type TaxDocumentName, type TrackedOrder } from '@store/contract';
import { useState } from 'react';
import { Button, buttonClasses } from '#web/components/ui/button';
import { saveFile } from '#web/lib/download';
import { t } from '#web/lib/i18n';
import { fetchTrackedDocument } from '../api/track-api';
import type { CancelAuthority } from './cancel-order-form';

interface DocumentChoice {
  name: TaxDocumentName;
  number: string;
  label: string;
  aria: string;
}

function documentsOf(order: TrackedOrder): DocumentChoice[] {
  const choices: DocumentChoice[] = [];
  if (order.invoiceNumber) {
    choices.push({ name: 'invoice', number: order.invoiceNumber, label: t('invoice.download'), aria: t('invoice.downloadLabel', { number: order.invoiceNumber }) });
  }
  if (order.creditNoteNumber) {
    choices.push({
      name: 'credit-note',
      number: order.creditNoteNumber,
      label: t('invoice.downloadCreditNote'),
      aria: t('invoice.downloadCreditNoteLabel', { number: order.creditNoteNumber }),
    });
  }
  return choices;
}

/**
 * The order's invoice and credit note (issue 13 item 5). The signed-in owner
 * follows plain links; a guest's page asks with its token in a POST body.
 */
export function TrackedDocuments({ order, authority }: { order: TrackedOrder; authority: CancelAuthority }) {
  const [busy, setBusy] = useState<TaxDocumentName | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choices = documentsOf(order);
  if (choices.length === 0) return null;

  async function download(name: TaxDocumentName, token: string) {
    setBusy(name);
    setError(null);
    try {
      const { blob, fileName } = await fetchTrackedDocument(token, name);
      saveFile(blob, fileName);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('invoice.downloadFailed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      {choices.map((choice) =>
        'token' in authority ? (
          <Button key={choice.name} variant="secondary" size="sm" aria-label={choice.aria} disabled={busy !== null} onClick={() => void download(choice.name, authority.token)}>
            {busy === choice.name ? t('invoice.downloading') : choice.label}
          </Button>
        ) : (
          <a key={choice.name} href={orderDocumentPath(order._id, choice.name)} download aria-label={choice.aria} className={buttonClasses('secondary', 'sm')}>
            {choice.label}
          </a>
        ),
      )}
      {error ? (
        <p role="alert" className="w-full text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
