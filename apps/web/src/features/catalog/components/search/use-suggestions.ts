import type { Suggestion } from '@store/contract';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { localePath } from '#web/lib/language';
import { listQueryString } from '#web/features/catalog/catalog-types';

/** Answers kept for words typed again (backspace, a second search); they go stale fast, so few. */
const CACHE_SIZE = 20;
const cache = new Map<string, Suggestion[]>();

function remember(q: string, items: Suggestion[]) {
  cache.delete(q);
  cache.set(q, items);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
}

/** What the resource route /shop/search/suggestions answers (app/routes/shop-search-suggestions.ts). */
interface SuggestionsAnswer {
  q: string;
  items: Suggestion[];
}

/**
 * The suggestions for `q`, read by a fetcher from the resource route
 * /shop/search/suggestions as the shopper types (docs/decisions/047); none
 * below `minLength` or while they load. The fetcher keeps only the answer to
 * its latest request, so an older word's answer never shows for a newer one.
 * On an Arabic page the route is the Arabic tree's and the titles come in
 * Arabic; a document has one language, so the cache needs no other key.
 */
export function useSuggestions(q: string, minLength: number): Suggestion[] {
  const fetcher = useFetcher<SuggestionsAnswer>();
  // The fetcher's `load` keeps its identity: the effect runs when the request changes, not on every render.
  const { load } = fetcher;
  const wanted = q.length >= minLength;

  useEffect(() => {
    if (wanted && !cache.has(q)) void load(`${localePath('/shop/search/suggestions')}${listQueryString({ q })}`);
  }, [load, q, wanted]);

  const answer = fetcher.data;
  useEffect(() => {
    if (answer) remember(answer.q, answer.items);
  }, [answer]);

  if (!wanted) return [];
  return cache.get(q) ?? (answer?.q === q ? answer.items : []);
}
