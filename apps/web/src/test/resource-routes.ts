// The app's resource routes (app/routes.ts; data a page reads after it loads,
// by a fetcher: docs/decisions/047) for the in-memory router of the DOM tests,
// in both language trees, with their real loaders: they reach the API through
// the test's load context, so the tests' fetch mock answers them.
import type { LoaderFunctionArgs } from 'react-router';
import * as preview from '#web-app/routes/shop-checkout-preview';
import * as reviews from '#web-app/routes/shop-product-reviews';
import * as products from '#web-app/routes/shop-products';
import * as suggestions from '#web-app/routes/shop-search-suggestions';

type Loader = (args: LoaderFunctionArgs) => unknown;

const RESOURCES: [string, Loader][] = [
  // The stub hands loaders the test's load context (render-route.tsx): the same shape the server gives.
  ['shop/search/suggestions', suggestions.loader as Loader],
  ['shop/products', products.loader as Loader],
  ['shop/product/:id/reviews', reviews.loader as Loader],
  ['shop/checkout/preview', preview.loader as Loader],
];

export function resourceRoutes() {
  return ['', 'ar/'].flatMap((tree) => RESOURCES.map(([path, loader]) => ({ path: `${tree}${path}`, loader })));
}
