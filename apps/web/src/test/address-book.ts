import { messages, savedAddressInputSchema, type SavedAddress } from '@store/contract';
import type { MockReply, MockRequest } from './fetch-mock';
import { refusedBy } from './fetch-mock';

/** A saved address as the API answers it. */
export function makeSavedAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    _id: 'a-1',
    emirate: 'Dubai',
    city: 'Dubai',
    area: 'Al Barsha',
    street: 'Street 12',
    building: 'Villa 4',
    isDefault: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * /api/shop/addresses over a list kept in memory, with the API's own validation (the contract's schema):
 * what a test sees the book hold after its forms posted.
 */
export function addressBookApi(initial: SavedAddress[]) {
  let book = [...initial];
  let made = 0;
  const handle = ({ url, method, body }: MockRequest): MockReply | undefined => {
    if (!url.startsWith('/api/shop/addresses')) return undefined;
    const id = decodeURIComponent(url.split('?')[0]!.split('/')[4] ?? '');
    // The default first, as the API lists them.
    if (method === 'GET') return { body: { success: true, data: book.toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault)) } };
    if (method === 'DELETE') {
      book = book.filter((address) => address._id !== id);
      return { body: { success: true, message: messages.ADDRESS_DELETED, data: { _id: id } } };
    }
    const refused = refusedBy(savedAddressInputSchema, body);
    if (refused) return refused;
    const input = savedAddressInputSchema.parse(body);
    const { isDefault, ...fields } = input;
    if (isDefault) book = book.map((address) => ({ ...address, isDefault: false }));
    made += 1;
    const saved = makeSavedAddress({ ...fields, _id: id || `new-${made}`, isDefault: isDefault || book.length === 0 });
    book = id ? book.map((address) => (address._id === id ? saved : address)) : [saved, ...book];
    return { status: id ? 200 : 201, body: { success: true, message: id ? messages.ADDRESS_UPDATED : messages.ADDRESS_SAVED, data: saved } };
  };
  return { handle, book: () => book };
}
