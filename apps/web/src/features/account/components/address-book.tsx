import { ADDRESS_BOOK_MAX, type SavedAddress } from '@store/contract';
import { Form, useActionData } from 'react-router';
import { DeliveryAddressFields, optionalLabel } from '#web/components/ui/address-fields';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/input-field';
import { SubmitButton } from '#web/components/ui/submit-button';
import { addressLines } from '#web/lib/address-book';
import { fieldError, formError } from '#web/lib/form-action';
import { t } from '#web/lib/i18n';
import { useSubmitting } from '#web/lib/use-submitting';
import { ADDRESS_INTENTS, DEFAULT_TICKED, type AddressAnswer } from '../address-actions';
import { AccountCard } from './account-card';

/** The page's answer to one address form (by intent and address; '' is the new address's form). */
function useAddressAnswer(intents: readonly string[], addressId: string): AddressAnswer | undefined {
  const answer = useActionData<AddressAnswer>();
  return answer && intents.includes(answer.intent) && answer.addressId === addressId ? answer : undefined;
}

/** The fields of one address, new or saved, posted to the account page's action (address-actions.ts). */
function AddressForm({ address }: { address?: SavedAddress }) {
  const id = address?._id ?? '';
  const answer = useAddressAnswer([ADDRESS_INTENTS.save], id);
  const failure = answer?.failure;
  const values = failure?.values ?? address;
  const saving = useSubmitting(ADDRESS_INTENTS.save);
  return (
    <Form method="post" noValidate className="mt-4 flex flex-col gap-4" aria-label={address ? t('addressBook.editTitle') : t('addressBook.add')}>
      <input type="hidden" name="intent" value={ADDRESS_INTENTS.save} />
      <input type="hidden" name="id" value={id} />
      {failure ? <Alert tone="error">{formError(failure)}</Alert> : null}
      <DeliveryAddressFields values={values} errorOf={(name) => fieldError(failure, name)}>
        <InputField
          label={optionalLabel(t('addressBook.makani'))}
          hint={t('addressBook.makaniHint')}
          name="makani"
          inputMode="numeric"
          dir="ltr"
          defaultValue={values?.makani}
          error={fieldError(failure, 'makani')}
        />
        <InputField
          label={optionalLabel(t('addressBook.note'))}
          hint={t('addressBook.noteHint')}
          name="note"
          defaultValue={values?.note}
          error={fieldError(failure, 'note')}
          className="sm:col-span-2"
        />
      </DeliveryAddressFields>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="isDefault" value={DEFAULT_TICKED} defaultChecked={address?.isDefault} className="size-4 accent-accent" />
        {t('addressBook.makeDefaultField')}
      </label>
      <SubmitButton className="self-start" pending={saving} pendingLabel={t('addressBook.saving')}>
        {t('addressBook.save')}
      </SubmitButton>
    </Form>
  );
}

/** A small form of one address: its intent and id, and one button. */
function AddressButton({ intent, id, label }: { intent: string; id: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="secondary" size="sm">
        {label}
      </Button>
    </Form>
  );
}

function SavedAddressCard({ address }: { address: SavedAddress }) {
  const answer = useAddressAnswer(Object.values(ADDRESS_INTENTS), address._id);
  const [first, second] = addressLines(address);
  const editing = answer?.intent === ADDRESS_INTENTS.save && answer.failure !== undefined;
  return (
    <li className="rounded-xl border border-slate-200 p-4" aria-label={first}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 text-sm">
          <p className="font-semibold break-words text-slate-900">{first}</p>
          <p className="break-words text-slate-700">{second}</p>
          {address.landmark ? <p className="break-words text-slate-600">{address.landmark}</p> : null}
          {address.makani ? (
            <p className="text-slate-600">
              {t('addressBook.makani')}: <bdi dir="ltr">{address.makani}</bdi>
            </p>
          ) : null}
          {address.note ? <p className="break-words text-slate-600">{address.note}</p> : null}
        </div>
        {address.isDefault ? <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">{t('addressBook.default')}</span> : null}
      </div>
      {answer?.notice ? <Alert tone="success" className="mt-3">{answer.notice}</Alert> : null}
      {answer?.failure && !editing ? <Alert tone="error" className="mt-3">{formError(answer.failure)}</Alert> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {address.isDefault ? null : <AddressButton intent={ADDRESS_INTENTS.makeDefault} id={address._id} label={t('addressBook.makeDefault')} />}
        <AddressButton intent={ADDRESS_INTENTS.delete} id={address._id} label={t('addressBook.delete')} />
      </div>
      <details open={editing || undefined} className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-accent">{t('addressBook.edit')}</summary>
        <AddressForm address={address} />
      </details>
    </li>
  );
}

/**
 * The account page's address book (docs/store-rules.md#address-book): the
 * saved addresses, the default first, each with Make default, Delete and Edit,
 * and a form for a new one while there is room. Every form posts to the
 * page's action, so all of it works before JavaScript (docs/decisions/045).
 */
export function AddressBook({ addresses }: { addresses: SavedAddress[] | null }) {
  const answer = useActionData<AddressAnswer>();
  const added = answer?.intent === ADDRESS_INTENTS.save && answer.addressId === '' && answer.notice ? answer.notice : null;
  const deleted = answer?.intent === ADDRESS_INTENTS.delete && answer.notice ? answer.notice : null;
  const list = addresses ?? [];
  const adding = answer?.intent === ADDRESS_INTENTS.save && answer.addressId === '' && answer.failure !== undefined;
  return (
    <AccountCard id="addresses" title={t('addressBook.title')} description={t('addressBook.text', { max: ADDRESS_BOOK_MAX })}>
      {added ?? deleted ? <Alert tone="success" className="mb-4">{added ?? deleted}</Alert> : null}
      {list.length === 0 ? <p className="text-sm text-slate-600">{t('addressBook.empty')}</p> : null}
      <ul className="flex flex-col gap-3">
        {list.map((address) => (
          <SavedAddressCard key={`${address._id}|${address.updatedAt}|${address.isDefault}`} address={address} />
        ))}
      </ul>
      {list.length >= ADDRESS_BOOK_MAX ? (
        <p className="mt-4 text-sm text-slate-600">{t('addressBook.full', { max: ADDRESS_BOOK_MAX })}</p>
      ) : (
        <details open={adding || list.length === 0 || undefined} className="mt-4 rounded-xl border border-dashed border-slate-300 p-4">
          <summary className="cursor-pointer text-sm font-semibold text-accent">{t('addressBook.add')}</summary>
          {/* A new form after each save, so the fields start empty again. */}
          <AddressForm key={list.length} />
        </details>
      )}
    </AccountCard>
  );
}
