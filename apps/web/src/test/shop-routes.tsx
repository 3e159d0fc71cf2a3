// The shop's route modules (app/routes/shop-*.tsx) as the app's route table
// nests them, for DOM tests through renderRoute: the layout's loader gives the
// header and the filters their categories, each page's loader its data. The
// listing's clientLoader runs in front of its loader, as in the browser.
import { screen } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import * as about from '#web-app/routes/shop-about';
import * as deals from '#web-app/routes/shop-deals';
import * as home from '#web-app/routes/shop-home';
import * as layout from '#web-app/routes/shop-layout';
import * as listing from '#web-app/routes/shop-listing';
import * as fresh from '#web-app/routes/shop-new';
import * as product from '#web-app/routes/shop-product';
import * as searchPage from '#web-app/routes/shop-search';
import * as wishlist from '#web-app/routes/shop-wishlist';
import * as compare from '#web-app/routes/shop-compare';
import { SHOP_LAYOUT_ROUTE_ID } from '../lib/shop-categories';
import { renderRoute, type RenderRouteOptions } from './render-route';

type Args = LoaderFunctionArgs;
// The stub hands loaders the test's load context (render-route.tsx): the same shape the server gives.
const withContext = <T,>(loader: (args: never) => T) => (args: Args) => loader(args as never);

export function shopRoutes() {
  return [
    {
      id: SHOP_LAYOUT_ROUTE_ID,
      path: 'shop',
      Component: layout.default,
      loader: withContext(layout.loader),
      shouldRevalidate: layout.shouldRevalidate,
      children: [
        { path: 'home', Component: home.default, loader: withContext(home.loader) },
        {
          path: 'listing',
          Component: listing.default,
          loader: (args: Args) => listing.clientLoader({ ...args, serverLoader: () => listing.loader(args as never) } as never),
        },
        {
          path: 'product/:id',
          Component: product.default,
          loader: withContext(product.loader),
          action: withContext(product.action),
          ErrorBoundary: product.ErrorBoundary,
        },
        { path: 'deals', Component: deals.default, loader: withContext(deals.loader) },
        { path: 'new', Component: fresh.default, loader: withContext(fresh.loader) },
        { path: 'search', Component: searchPage.default, loader: withContext(searchPage.loader) },
        { path: 'about', Component: about.default, loader: withContext(about.loader) },
        { path: 'wishlist', Component: wishlist.default },
        { path: 'compare', Component: compare.default },
      ],
    },
  ];
}

/** Renders the shop at `path`. */
export function renderShop(path: string, options?: RenderRouteOptions) {
  return renderRoute(shopRoutes(), path, options);
}

/** The address the test's router shows: `shown().pathname`, `shown().search`. */
export function shown(): { pathname: string; search: string } {
  const { pathname, search } = new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');
  return { pathname, search };
}
