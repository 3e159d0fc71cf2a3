// What the resource routes (route modules without a page, docs/decisions/047)
// answer with: their data, never kept by the guests' page cache or a browser
// when it is the visitor's own (apps/server/src/plugins/web-app.ts keeps any
// other guest GET for a while).
import { data, type HeadersFunction } from 'react-router';

/**
 * The visitor's own answer (it depends on the session, a coupon, today's stock): no cache may keep it.
 * `status` is the API's when it refused (a fetcher still gets the value as its data).
 */
export const privateAnswer = <T,>(value: T, status = 200) => data(value, { status, headers: { 'cache-control': 'private, no-store' } });

/** Passes the loader's headers on, for a `.data` request as for a direct one. */
export const loaderHeaders: HeadersFunction = ({ loaderHeaders: headers }) => headers;
