import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import type { AppStores } from '#web/app/store-provider';
import { mounted, TestStateProvider } from '#web/test/test-state';
import { Toaster } from './toaster';
import { makeToast, type ToastInput } from './toast-reducer';

function setup() {
  const stores = createRef<AppStores>();
  render(
    <TestStateProvider ref={stores}>
      <Toaster />
    </TestStateProvider>,
  );
  const store = mounted(stores.current);
  const show = (toast: ToastInput) => act(() => store.toast.dispatch({ type: 'toastShown', toast: makeToast(toast) }));
  return { store, show };
}

const shownToasts = () => document.querySelectorAll('[data-toast]');

describe('toaster (docs/store-rules.md#5-validation and #9-constants-and-limits)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows at most one toast: a new one replaces the one on screen', () => {
    const { show } = setup();
    show({ tone: 'success', title: 'Success: Product added to cart!' });
    show({ tone: 'success', title: 'Updated: Quantity updated to 2' });
    expect(shownToasts()).toHaveLength(1);
    expect(screen.getByText('Updated: Quantity updated to 2')).toBeInTheDocument();
    expect(screen.queryByText('Success: Product added to cart!')).not.toBeInTheDocument();
  });

  it("shows the 'Stock Limit' warning with the stock message, announced at once", async () => {
    const { show } = setup();
    show({ tone: 'warning', title: 'Stock Limit', description: 'Only 1 items available in stock' });
    const toast = screen.getByText('Stock Limit').closest('[data-toast]');
    expect(toast).toHaveAttribute('data-toast', 'warning');
    expect(toast).toHaveTextContent('Only 1 items available in stock');
    // A screen reader hears it at once, not when it is next idle.
    await waitFor(() => expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent('Notification Stock Limit Only 1 items available in stock'));
  });

  it('announces a success toast politely', async () => {
    const { show } = setup();
    show({ tone: 'success', title: 'Success: Product added to cart!' });
    await waitFor(() => expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Notification Success: Product added to cart!'));
  });

  it('lets a success toast go after 3000 ms', () => {
    vi.useFakeTimers();
    const { show, store } = setup();
    show({ tone: 'success', title: 'Success: Product removed from cart' });
    expect(store.getState().toast.toasts[0]?.duration).toBe(3000);
    act(() => void vi.advanceTimersByTime(2500));
    expect(screen.getByText('Success: Product removed from cart')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Success: Product removed from cart')).not.toBeInTheDocument();
    // Dismissed, it stays in the state until the spec's removal delay has passed.
    expect(store.getState().toast.toasts).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1_000_000));
    expect(store.getState().toast.toasts).toHaveLength(0);
  });

  it('closes with its dismiss button', async () => {
    const user = userEvent.setup();
    const { show } = setup();
    show({ tone: 'error', title: 'Failed to add to cart' });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(shownToasts()).toHaveLength(0);
  });
});
