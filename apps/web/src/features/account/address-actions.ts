// The address book's forms on the account page (docs/store-rules.md#address-book,
// docs/decisions/045): save (new or changed), delete and make default post to
// the page's action with their `intent` and the address's id; each calls
// /api/shop/addresses as the signed-in customer.
import { data, type ActionFunctionArgs } from 'react-router';
import { messages, type SavedAddress, type StoreLoadContext } from '@store/contract';
import { addressOfFields, addressPath, loadSavedAddresses } from '#web/lib/address-book';
import type { ApiProblem } from '#web/lib/api-client';
import { readFormFields, submitToApi, type ActionFailure } from '#web/lib/form-action';
import { sentenceIn } from '#web/lib/i18n/sentences';
import { requestLanguage } from '#web/lib/language';

export const ADDRESS_INTENTS = { save: 'address-save', delete: 'address-delete', makeDefault: 'address-default' } as const;
export type AddressIntent = (typeof ADDRESS_INTENTS)[keyof typeof ADDRESS_INTENTS];

/** The address forms' answer: its intent and address (none: the new address's form), and the notice or the failure. */
export interface AddressAnswer {
  intent: AddressIntent;
  addressId: string;
  notice?: string;
  failure?: ActionFailure;
}

/** The "make default" box: ticked, it sends this value. */
export const DEFAULT_TICKED = 'yes';

const FIELDS = ['intent', 'id', 'emirate', 'city', 'area', 'street', 'building', 'apartment', 'landmark', 'makani', 'note', 'isDefault'] as const;

export function isAddressIntent(intent: string): intent is AddressIntent {
  return (Object.values(ADDRESS_INTENTS) as string[]).includes(intent);
}

/** The body of a save: the address, its Makani number and note, and the default box. */
function bodyOf(fields: Record<(typeof FIELDS)[number], string>, isDefault: boolean) {
  return { ...addressOfFields(fields), makani: fields.makani, note: fields.note, isDefault };
}

export async function addressAction({ request, context }: ActionFunctionArgs<StoreLoadContext>) {
  const fields = await readFormFields(request, FIELDS);
  const intent = fields.intent as AddressIntent;
  const id = fields.id;
  const failed = sentenceIn(requestLanguage(request), 'UPDATE_FAILED', messages.UPDATE_FAILED);
  const refuse = (problem: ApiProblem, values?: Record<string, string>) =>
    data<AddressAnswer>({ intent, addressId: id, failure: values ? { problem, values } : { problem } }, { status: problem.status >= 400 ? problem.status : 500 });
  let outcome;
  if (intent === ADDRESS_INTENTS.delete) {
    outcome = await submitToApi<{ message?: string }>(context, addressPath(request, id), { method: 'DELETE' }, failed);
  } else if (intent === ADDRESS_INTENTS.makeDefault) {
    // The API takes the whole address again: the one saved, now the default.
    const saved = (await loadSavedAddresses(context))?.find((address: SavedAddress) => address._id === id);
    const { _id, isDefault: _was, createdAt: _c, updatedAt: _u, ...address } = saved ?? ({} as SavedAddress);
    outcome = await submitToApi<{ message?: string }>(context, addressPath(request, id), { method: 'PUT', body: { ...address, isDefault: true } }, failed);
  } else {
    const body = bodyOf(fields, fields.isDefault === DEFAULT_TICKED);
    outcome = await submitToApi<{ message?: string }>(context, addressPath(request, id), { method: id ? 'PUT' : 'POST', body }, failed);
    if (!outcome.ok) return refuse(outcome.problem, { ...fields });
  }
  if (!outcome.ok) return refuse(outcome.problem);
  return { intent, addressId: id, notice: outcome.body.message ?? '' } satisfies AddressAnswer;
}
