import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import { checkAuth } from './features/auth/state/auth-slice';
import { locale, textDirection } from './lib/i18n';
import { createAppHistory, HistoryRouter } from './lib/router/history-router';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is imported for its effect
import './index.css';

document.documentElement.lang = locale.split('-')[0] ?? 'en';
document.documentElement.dir = textDirection;

const store = makeStore();
// The session is checked once, at start; the route guard waits for it.
void store.dispatch(checkAuth());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <Providers store={store}>
    <HistoryRouter history={createAppHistory()}>
      <AppRoutes />
    </HistoryRouter>
  </Providers>,
);
