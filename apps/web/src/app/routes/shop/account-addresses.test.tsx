import { messages } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addressBookApi, makeSavedAddress } from '#web/test/address-book';
import { mockFetch } from '#web/test/fetch-mock';
import { customer } from '#web/test/users';
import { renderRoute } from '#web/test/render-route';
import AccountRoute, { action, loader } from '#web-app/routes/shop-account';

// The account page's address book (docs/store-rules.md#address-book): its forms post to the page's action.

const home = makeSavedAddress({ _id: 'a-home', isDefault: true, makani: '1234567890', note: 'Ring twice' });
const office = makeSavedAddress({ _id: 'a-office', emirate: 'Sharjah', city: 'Sharjah', area: 'Al Majaz', street: 'Corniche St', building: 'Tower B', apartment: '1204' });

async function setup(saved = [home, office]) {
  const api = addressBookApi(saved);
  const fetchMock = mockFetch((request) => (request.url.startsWith('/api/shop/order/user-orders/') ? { body: { success: true, data: [] } } : api.handle(request)));
  const user = userEvent.setup();
  renderRoute([{ path: 'shop/account', Component: AccountRoute, loader, action }], '/shop/account', { user: customer });
  const section = await screen.findByRole('region', { name: 'Addresses' });
  return { user, api, fetchMock, section };
}

const card = (section: HTMLElement, name: string) => within(section).getByRole('listitem', { name });

describe('the address book on the account page', () => {
  it('lists the saved addresses, the default first and marked, with the Makani number and the note', async () => {
    const { section } = await setup();
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((li) => li.getAttribute('aria-label'))).toEqual(['Villa 4, Street 12', '1204, Tower B, Corniche St']);
    expect(cards[0]).toHaveTextContent('Default');
    expect(cards[0]).toHaveTextContent('Al Barsha, Dubai, Dubai');
    expect(cards[0]).toHaveTextContent('Makani number: 1234567890');
    expect(cards[0]).toHaveTextContent('Ring twice');
    expect(cards[1]).not.toHaveTextContent('Default');
    expect(within(cards[0]!).queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();
  });

  it('adds an address; a Makani number that is not 10 digits is refused at its field first', async () => {
    const { user, section, api } = await setup([]);
    expect(within(section).getByText('You have no saved addresses yet.')).toBeInTheDocument();
    const form = within(section).getByRole('form', { name: 'Add an address' });
    await user.selectOptions(within(form).getByLabelText('Emirate'), 'Ajman');
    await user.type(within(form).getByLabelText('City'), 'Ajman');
    await user.type(within(form).getByLabelText('Area'), 'Al Nuaimiya');
    await user.type(within(form).getByLabelText('Street'), 'Street 3');
    await user.type(within(form).getByLabelText('Building or villa'), 'Block C');
    await user.type(within(form).getByLabelText('Makani number (optional)'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText(messages.MAKANI_INVALID)).toBeInTheDocument();
    expect(api.book()).toEqual([]);
    await user.clear(within(form).getByLabelText('Makani number (optional)'));
    await user.type(within(form).getByLabelText('Makani number (optional)'), '98765 43210');
    await user.type(within(form).getByLabelText('Note for the courier (optional)'), 'Call on arrival');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(section).findByText('Address saved')).toBeInTheDocument();
    const added = await waitFor(() => card(section, 'Block C, Street 3'));
    expect(added).toHaveTextContent('Al Nuaimiya, Ajman, Ajman');
    expect(added).toHaveTextContent('Makani number: 9876543210');
    expect(added).toHaveTextContent('Default');
  });

  it('makes another address the default, edits one and deletes one', async () => {
    const { user, section, api } = await setup();
    await user.click(within(card(section, '1204, Tower B, Corniche St')).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')[0]).toHaveAttribute('aria-label', '1204, Tower B, Corniche St'));
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('Default');
    expect(api.book().filter((a) => a.isDefault).map((a) => a._id)).toEqual(['a-office']);

    const homeCard = card(section, 'Villa 4, Street 12');
    await user.click(within(homeCard).getByText('Edit'));
    const edit = within(homeCard).getByRole('form', { name: 'Edit this address' });
    expect(within(edit).getByLabelText('Street')).toHaveValue('Street 12');
    await user.clear(within(edit).getByLabelText('Street'));
    await user.type(within(edit).getByLabelText('Street'), 'Street 14');
    await user.click(within(edit).getByRole('button', { name: 'Save address' }));
    expect(await within(section).findByRole('listitem', { name: 'Villa 4, Street 14' })).toHaveTextContent('Address updated');

    await user.click(within(card(section, 'Villa 4, Street 14')).getByRole('button', { name: 'Delete' }));
    expect(await within(section).findByText('Address deleted')).toBeInTheDocument();
    expect(within(section).queryByRole('listitem', { name: 'Villa 4, Street 14' })).not.toBeInTheDocument();
    expect(api.book().map((a) => a._id)).toEqual(['a-office']);
  });
});
