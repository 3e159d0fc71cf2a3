import type { SavedAddress } from '@store/contract';
import { Check } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { addressLines } from '#web/lib/address-book';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { ADDRESS_PARAM } from './checkout-actions';

export interface SavedAddressPickerProps {
  addresses: SavedAddress[];
  chosenId: string | null;
  /** With JavaScript: fills the form in place (without it, the link asks the page again with `?address={id}`). */
  onChoose: (address: SavedAddress) => void;
}

/**
 * A customer's saved addresses at checkout (docs/store-rules.md#address-book),
 * the default first and preselected: choosing one fills the address fields
 * under it. Each is a link, so the choice works before JavaScript too.
 */
export function SavedAddressPicker({ addresses, chosenId, onChoose }: SavedAddressPickerProps) {
  return (
    <nav aria-label={t('addressBook.choose')} className="mb-5">
      <p className="text-sm font-semibold text-slate-900">{t('addressBook.choose')}</p>
      <p className="text-sm text-slate-600">{t('addressBook.chooseHint')}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {addresses.map((address) => {
          const [first, second] = addressLines(address);
          const chosen = address._id === chosenId;
          const choose = (event: MouseEvent) => {
            event.preventDefault();
            onChoose(address);
          };
          return (
            <li key={address._id}>
              <Link
                to={`?${ADDRESS_PARAM}=${encodeURIComponent(address._id)}`}
                replace
                preventScrollReset
                onClick={choose}
                aria-current={chosen || undefined}
                className={cn(
                  'flex h-full items-start gap-3 rounded-xl border p-3 text-sm transition-colors',
                  chosen ? 'border-accent bg-accent-soft ring-1 ring-accent' : 'border-slate-300 hover:border-slate-400',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn('mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border', chosen ? 'border-accent bg-accent text-white' : 'border-slate-400')}
                >
                  {chosen ? <Check className="size-3.5" /> : null}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words text-slate-900">{first}</span>
                  <span className="block break-words text-slate-700">{second}</span>
                  {address.isDefault ? <span className="mt-1 inline-block text-xs font-semibold text-accent">{t('addressBook.default')}</span> : null}
                  <span className="sr-only">{chosen ? t('addressBook.chosen') : t('addressBook.use')}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
