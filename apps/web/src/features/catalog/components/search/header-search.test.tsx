import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '#web/test/fetch-mock';
import { renderShop } from '#web/test/shop-routes';

// The header's search box on a first visit (issue 12's weight room): a plain form
// until the shopper turns to it; then the combobox takes its place with what was typed.
describe('the header search box before its code loads', () => {
  it('is a working search form, and hands what was typed and the focus to the combobox', async () => {
    mockFetch(({ url }) =>
      url.startsWith('/api/shop/products/suggest?') ? { body: { success: true, data: [{ _id: 'p-1', title: 'ASUS ROG Strix G16' }] } } : undefined,
    );
    const user = userEvent.setup();
    renderShop('/shop/about');
    const shell = await screen.findByRole('combobox', { name: 'Search products' });
    const form = shell.closest('form');
    expect(form).toHaveAttribute('action', '/shop/search');
    expect(shell).toHaveAttribute('name', 'keyword');

    // Typed before the code arrived; the focus asks for it.
    (shell as HTMLInputElement).value = 'asus';
    act(() => shell.focus());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search products' })).not.toBe(shell));
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveValue('asus');
    expect(box).toHaveFocus();
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(within(listbox).getByRole('option')).toHaveTextContent('ASUS ROG Strix G16');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option').id);
  });
});
