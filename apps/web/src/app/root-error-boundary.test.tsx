import { render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '#web-app/root';

// The root error boundary (docs/store-rules.md#pages-that-fail): a page that is not there shows the
// not-found page; any other failure the spec's "Unexpected Application Error!"
// page, and nothing of the error itself (the server answers these with 404
// and 500: apps/server/src/plugins/web-app.test.ts).

function renderFailing(loader: () => unknown) {
  const Stub = createRoutesStub([{ path: '/', Component: () => null, loader, ErrorBoundary }]);
  return render(<Stub initialEntries={['/']} />);
}

describe('root error boundary', () => {
  it("shows the spec's error page, with a way back, and none of the error's detail", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(() => {
      throw new Error('secret database detail at /srv/app/db.ts:42');
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /reload/i })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('secret database detail');
    expect(document.body.textContent).not.toContain('db.ts');
  });

  it('shows the not-found page for a 404', async () => {
    renderFailing(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
