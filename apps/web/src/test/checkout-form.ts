import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

type User = ReturnType<typeof userEvent.setup>;

/** Types a guest's name, e-mail and phone into the checkout, as a shopper would. */
export async function fillContact(user: User) {
  await user.type(screen.getByLabelText('Full name'), 'Layla Hassan');
  await user.type(screen.getByLabelText('Email'), 'Layla@Example.ae');
  await user.type(screen.getByLabelText('Phone number'), '050 123 4567');
}

/** Types the delivery address in Dubai; without `emirate` (null) the one already picked stays. */
export async function fillAddress(user: User, emirate: string | null = 'Dubai') {
  if (emirate) await user.selectOptions(screen.getByLabelText('Emirate'), emirate);
  await user.type(screen.getByLabelText('City'), 'Dubai');
  await user.type(screen.getByLabelText('Area'), 'Al Barsha');
  await user.type(screen.getByLabelText('Street'), 'Street 12');
  await user.type(screen.getByLabelText('Building or villa'), 'Villa 4');
}

/** A guest's contact and address, as above. */
export async function fillGuest(user: User) {
  await fillContact(user);
  await fillAddress(user);
}

export const placeOrderButton = () => screen.getByRole('button', { name: 'Place Order' });

/** Places the order as a shopper would: once the button is ready (the preview's figures follow each change). */
export async function placeOrder(user: User) {
  await waitFor(() => expect(placeOrderButton()).toBeEnabled());
  await user.click(placeOrderButton());
}
