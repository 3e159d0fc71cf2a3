import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render';

// The deals page's chunk arrives when the test lets it, as over a slow network.
const dealsChunk = vi.hoisted(() => {
  const gate: { open?: () => void } = {};
  const arrived = new Promise<void>((resolve) => {
    gate.open = resolve;
  });
  return { arrived, arrive: () => gate.open?.() };
});
vi.mock('./routes/shop/deals-page', async (importOriginal) => {
  await dealsChunk.arrived;
  return importOriginal();
});

const HOME_HEADING = 'Gaming PCs, laptops and displays, delivered across the UAE';

describe('a navigation to a page whose code is still loading', () => {
  it('keeps the current page with the loading bar, then shows the new page', async () => {
    mockFetch(() => undefined);
    const { router } = renderApp('/shop/home');
    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();

    await router.navigate('/shop/deals');
    expect(await screen.findByText('Loading page…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();

    await act(async () => dealsChunk.arrive());
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot Deals' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page…')).not.toBeInTheDocument();
  });
});
