// The customer's address book (docs/store-rules.md#address-book), as the
// account page and the checkout both read it: the loaders ask the API as the
// signed-in customer, the actions send the form's fields as they came.
import type { SavedAddress, StoreLoadContext } from '@store/contract';
import { ADDRESS_FIELDS, type AddressValues } from '#web/components/ui/address-fields';
import { emirateName } from './emirate-name';
import { catalogueLang, withLang } from './language';

export const ADDRESSES_PATH = '/api/shop/addresses';

/** The path of one address, with the page's language for the API's sentences. */
export const addressPath = (request: Request, id = '') => withLang(id ? `${ADDRESSES_PATH}/${encodeURIComponent(id)}` : ADDRESSES_PATH, catalogueLang(request));

/** The signed-in customer's addresses, the default first; null when the API could not say (a guest: none). */
export async function loadSavedAddresses(context: StoreLoadContext): Promise<SavedAddress[] | null> {
  if (!context.user) return [];
  const { status, body } = await context.api<{ data?: SavedAddress[] }>(ADDRESSES_PATH);
  return status === 200 && Array.isArray(body.data) ? body.data : null;
}

/** The address's fields of a form (named as the API names them), for the API; empty optional ones it drops itself. */
export function addressOfFields(fields: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, fields[name] ?? '']));
}

const norm = (value: string | undefined) => (value ?? '').trim().toLowerCase();

/** Whether the book already holds this address (the same fields, spaces and case aside). */
export function holdsAddress(book: readonly SavedAddress[], address: AddressValues): boolean {
  return book.some((saved) => ADDRESS_FIELDS.every((name) => norm(saved[name]) === norm(address[name])));
}

/** "Villa 4, Street 12" and "Al Barsha, Dubai, Dubai": the address in two lines, the emirate in the page's language. */
export function addressLines(address: SavedAddress): [string, string] {
  const first = [address.apartment, address.building, address.street].filter(Boolean).join(', ');
  return [first, [address.area, address.city, emirateName(address.emirate)].join(', ')];
}
