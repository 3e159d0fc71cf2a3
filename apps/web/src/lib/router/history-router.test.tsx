import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Outlet, UNSAFE_createMemoryHistory, useNavigate as useRouterNavigate, useRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationProgress } from '../../components/ui/spinner';
import { HistoryRouter } from './history-router';
import { useNavigationState } from './navigation-state';
import { ScrollRestoration } from './scroll-restoration';
import { useNavigate } from './use-navigate';

function SlowPage() {
  return <h1>Slow page</h1>;
}

/** A page module whose chunk arrives when the test says so. */
function deferredPage() {
  const chunk: { arrive?: (module: { default: ComponentType }) => void } = {};
  const loading = new Promise<{ default: ComponentType }>((resolve) => {
    chunk.arrive = resolve;
  });
  return { Page: lazy(() => loading), arrive: () => act(async () => chunk.arrive?.({ default: SlowPage })) };
}

function Layout() {
  const { pending } = useNavigationState();
  return (
    <>
      <NavigationProgress active={pending} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/slow">To the slow page</Link>
      <Link to="/other">To another page</Link>
      <Link to="/home?sort=price" preventScrollReset>
        Sort, keeping the scroll
      </Link>
    </>
  );
}

function Other() {
  const navigate = useRouterNavigate();
  return (
    <>
      <h1>Other</h1>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderWithRouter(Slow: ComponentType) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: ['/home'] });
  function Routes() {
    return useRoutes([
      {
        path: '/',
        Component: Layout,
        children: [
          { path: 'home', Component: Home },
          { path: 'other', Component: Other },
          { path: 'slow', Component: Slow },
        ],
      },
    ]);
  }
  render(
    <HistoryRouter history={history}>
      <Suspense fallback={<p>First load</p>}>
        <Routes />
      </Suspense>
    </HistoryRouter>,
  );
  return history;
}

describe('navigations of the declarative router', () => {
  it('keeps the current page, with the loading bar, while the next page’s code loads', async () => {
    const slow = deferredPage();
    const user = userEvent.setup();
    renderWithRouter(slow.Page);

    await user.click(screen.getByRole('link', { name: 'To the slow page' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
    expect(screen.queryByText('First load')).not.toBeInTheDocument();

    await slow.arrive();
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('settles `await navigate()` once the new page is on screen', async () => {
    const slow = deferredPage();
    const arrivals: Promise<void>[] = [];
    function GoSlow() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => arrivals.push(navigate('/slow'))}>
          Go
        </button>
      );
    }
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/'] });
    render(
      <HistoryRouter history={history}>
        <GoSlow />
        <Suspense fallback={null}>
          <RoutesOf slow={slow.Page} />
        </Suspense>
      </HistoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    let settled = false;
    const arrival = arrivals[0]!.then(() => {
      settled = true;
      // Whatever runs after the navigation sees the new page.
      expect(screen.getByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    });
    await act(async () => {});
    expect(settled).toBe(false);
    expect(screen.getByRole('heading', { name: 'Start' })).toBeInTheDocument();
    await slow.arrive();
    await arrival;
    expect(settled).toBe(true);
  });
});

function RoutesOf({ slow }: { slow: ComponentType }) {
  return useRoutes([
    { path: '/', element: <h1>Start</h1> },
    { path: '/slow', Component: slow },
  ]);
}

describe('scroll restoration', () => {
  let scrollTo: ReturnType<typeof vi.fn<(x: number, y: number) => void>>;
  beforeEach(() => {
    scrollTo = vi.fn<(x: number, y: number) => void>((_x, y) => {
      window.scrollY = y;
    });
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    window.scrollY = 0;
  });

  const lastScroll = () => scrollTo.mock.lastCall?.[1];

  it('opens a new page at the top and returns to the position left on Back', async () => {
    const user = userEvent.setup();
    renderWithRouter(() => <h1>Slow page</h1>);
    window.scrollY = 640;

    await user.click(screen.getByRole('link', { name: 'To another page' }));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(lastScroll()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(lastScroll()).toBe(640);
  });

  it('keeps the position for a navigation that asks to (a sort or a filter of the same list)', async () => {
    const user = userEvent.setup();
    renderWithRouter(() => <h1>Slow page</h1>);
    window.scrollY = 900;
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Sort, keeping the scroll' }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(900);
  });
});
