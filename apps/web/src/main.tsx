import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter, flushRouterUpdate } from './app/router';
import { makeStore } from './app/store';
import { checkAuth } from './features/auth/state/auth-slice';
import { locale, textDirection } from './lib/i18n';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is imported for its effect
import './index.css';

document.documentElement.lang = locale.split('-')[0] ?? 'en';
document.documentElement.dir = textDirection;

const store = makeStore();
// The session is checked once, at start; the route guard waits for it.
void store.dispatch(checkAuth());

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <Providers store={store}>
    <RouterProvider router={router} flushSync={flushRouterUpdate} />
  </Providers>,
);
