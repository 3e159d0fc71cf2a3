import { orderDocumentPath, type Order } from '@store/contract';
import { buttonClasses } from '#web/components/ui/button';
import { t } from '#web/lib/i18n';

/**
 * The order's invoice and credit note as PDF (issue 13 item 5), for its owner:
 * plain links, the session cookie authorises them (docs/decisions/026).
 */
export function InvoiceLinks({ order }: { order: Pick<Order, '_id' | 'invoiceNumber' | 'creditNoteNumber'> }) {
  if (!order.invoiceNumber) return null;
  return (
    <>
      <a
        href={orderDocumentPath(order._id, 'invoice')}
        download
        aria-label={t('invoice.downloadLabel', { number: order.invoiceNumber })}
        className={buttonClasses('secondary', 'sm')}
      >
        {t('invoice.download')}
      </a>
      {order.creditNoteNumber ? (
        <a
          href={orderDocumentPath(order._id, 'credit-note')}
          download
          aria-label={t('invoice.downloadCreditNoteLabel', { number: order.creditNoteNumber })}
          className={buttonClasses('secondary', 'sm')}
        >
            {t('invoice.downloadCreditNote')}
        </a>
      ) : null}
    </>
  );
}
