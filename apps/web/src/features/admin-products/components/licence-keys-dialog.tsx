import { messages, parseLicenceKeys, type LicenceStock, type Product } from '@store/contract';
import { LoaderCircle, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { TextareaField } from '#web/components/ui/textarea-field';
import { useToast } from '#web/components/ui/toast/use-toast';
import { toProblem, type ApiProblem } from '#web/lib/api-client';
import { sentence, t } from '#web/lib/i18n';
import { formatStoreDateTime } from '#web/lib/store-time';
import { useAddLicenceKeysMutation, useLicenceStockQuery, useSetDeliveryMutation } from '../api/licences-admin-api';

// A product's licence keys (issue 13 item 8, docs/decisions/030): whether it is
// delivered as keys, how many are left, a paste or CSV file to add more, and
// the stored keys masked (the store never shows a key in full again).

function KeyTable({ stock }: { stock: LicenceStock }) {
  if (stock.keys.length === 0) return <p className="text-sm text-slate-600">{t('admin.licences.none')}</p>;
  return (
    <div className="max-h-64 overflow-y-auto rounded-lg border border-slate-200">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('admin.licences.stored')}</caption>
        <thead className="sticky top-0 bg-slate-50 text-start text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">{t('admin.licences.key')}</th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">{t('admin.licences.added')}</th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">{t('admin.licences.order')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {stock.keys.map((key) => (
            <tr key={key._id}>
              <td dir="ltr" className="px-3 py-2 text-start font-mono">{key.masked}</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-600">{formatStoreDateTime(key.addedAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {key.orderNumber ?? <span className="text-green-800">{t('admin.licences.free')}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LicenceKeysDialog({ product, onClose }: { product: Pick<Product, '_id' | 'title'>; onClose: () => void }) {
  const toast = useToast();
  const query = useLicenceStockQuery(product._id);
  const add = useAddLicenceKeysMutation(product._id);
  const delivery = useSetDeliveryMutation(product._id);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const fileId = useId();
  const stock = query.data?.data;
  const ready = parseLicenceKeys(text).keys.length;

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const content = await file.text();
    setText((before) => (before.trim() === '' ? content : `${before.replace(/\s*$/, '')}\n${content}`));
  };

  const addKeys = async () => {
    setProblem(null);
    try {
      const reply = await add.mutateAsync(text);
      setText('');
      toast({ tone: 'success', title: reply.message ?? sentence('LICENCE_KEYS_ADDED', messages.LICENCE_KEYS_ADDED, { n: ready }) });
    } catch (failure) {
      setProblem(toProblem(failure, messages.SERVER_ERROR));
    }
  };

  const toggleDelivery = async (asKeys: boolean) => {
    setProblem(null);
    try {
      const reply = await delivery.mutateAsync(asKeys ? 'licence_key' : 'shipped');
      toast({ tone: 'success', title: reply.message ?? messages.LICENCE_DELIVERY_SAVED });
    } catch (failure) {
      setProblem(toProblem(failure, messages.SERVER_ERROR));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.licences.title', { name: product.title })}
      description={t('admin.licences.description')}
      className="sm:max-w-2xl"
    >
      {query.isPending ? (
        <p className="text-sm text-slate-600">{t('admin.licences.loading')}</p>
      ) : !stock ? (
        <Alert tone="error">{query.error ? toProblem(query.error, messages.SERVER_ERROR).message : t('admin.licences.loadFailed')}</Alert>
      ) : (
        <div className="flex flex-col gap-5">
          <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
            <input
              id={`${fileId}-delivery`}
              type="checkbox"
              className="mt-1 size-4 accent-accent"
              aria-describedby={`${fileId}-delivery-hint`}
              checked={stock.delivery === 'licence_key'}
              disabled={delivery.isPending}
              onChange={(event) => void toggleDelivery(event.target.checked)}
            />
            <div className="flex flex-col">
              <label htmlFor={`${fileId}-delivery`} className="text-sm font-medium text-slate-900">
                {t('admin.licences.deliveryLabel')}
              </label>
              <span id={`${fileId}-delivery-hint`} className="text-sm text-slate-600">
                {t('admin.licences.deliveryHint')}
              </span>
            </div>
          </div>

          <p className="flex flex-wrap gap-x-4 text-sm" aria-live="polite">
            <strong className="font-semibold text-slate-900">{t('admin.licences.available', { count: stock.available })}</strong>
            <span className="text-slate-600">{t('admin.licences.assigned', { count: stock.assigned })}</span>
          </p>

          {problem ? (
            <Alert tone="error">
              <p>{problem.message}</p>
              {problem.errors.length > 0 ? (
                <ul className="mt-1 list-disc ps-5">
                  {problem.errors.map((error) => (
                    <li key={error.message}>{error.message}</li>
                  ))}
                </ul>
              ) : null}
            </Alert>
          ) : null}

          <div className="flex flex-col gap-2">
            <TextareaField
              label={t('admin.licences.paste')}
              hint={t('admin.licences.pasteHint')}
              value={text}
              rows={5}
              dir="ltr"
              spellCheck={false}
              autoComplete="off"
              className="[&_textarea]:font-mono [&_textarea]:text-sm"
              onChange={(event) => setText(event.target.value)}
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex flex-col gap-0.5">
                <label htmlFor={fileId} className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-accent underline">
                  <Upload aria-hidden="true" className="size-4" />
                  {t('admin.licences.upload')}
                </label>
                <input id={fileId} type="file" accept=".csv,.txt,text/csv,text/plain" className="sr-only" onChange={(event) => void readFile(event)} />
                <span className="text-xs text-slate-600">{t('admin.licences.uploadHint')}</span>
              </div>
              <div className="flex items-center gap-3">
                <span className="text-sm text-slate-600 tabular-nums">{t('admin.licences.counted', { count: ready })}</span>
                <Button onClick={() => void addKeys()} disabled={ready === 0 || add.isPending}>
                  {add.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
                  {t('admin.licences.add')}
                </Button>
              </div>
            </div>
          </div>

          <section aria-label={t('admin.licences.stored')} className="flex flex-col gap-2">
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('admin.licences.stored')}</h3>
            <KeyTable stock={stock} />
          </section>
        </div>
      )}
    </Dialog>
  );
}
