import { messages, type Suggestion } from '@store/contract';
import { useEffect, useState } from 'react';
import { apiRequest } from '#web/lib/api-client';
import { currentLanguage } from '#web/lib/language';
import { listQueryString } from '#web/features/catalog/catalog-types';

/** Answers kept for words typed again (backspace, a second search); they go stale fast, so few. */
const CACHE_SIZE = 20;
const cache = new Map<string, Suggestion[]>();

function remember(q: string, items: Suggestion[]) {
  cache.delete(q);
  cache.set(q, items);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
}

/**
 * The API's suggestions for `q` (GET /api/shop/products/suggest), asked for in
 * the browser as the shopper types; none below `minLength` or while they load.
 * A newer word cancels the request for the older one. On an Arabic page the
 * titles come in Arabic (`lang=ar`); a document has one language, so the
 * cache needs no other key.
 */
export function useSuggestions(q: string, minLength: number): Suggestion[] {
  const [answer, setAnswer] = useState<{ q: string; items: Suggestion[] } | null>(null);
  const wanted = q.length >= minLength;

  useEffect(() => {
    if (!wanted || cache.has(q)) return;
    const controller = new AbortController();
    apiRequest<{ data: Suggestion[] }>(`/shop/products/suggest${listQueryString({ q, lang: currentLanguage() === 'ar' ? 'ar' : undefined })}`, {
      fallbackMessage: messages.SEARCH_FAILED,
      signal: controller.signal,
    })
      .then(({ data }) => {
        remember(q, data);
        setAnswer({ q, items: data });
      })
      .catch(() => {
        // Suggestions are a help: a failed or cancelled request simply shows none.
      });
    return () => controller.abort();
  }, [q, wanted]);

  if (!wanted) return [];
  return cache.get(q) ?? (answer?.q === q ? answer.items : []);
}
