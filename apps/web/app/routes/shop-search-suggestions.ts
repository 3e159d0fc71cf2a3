// /shop/search/suggestions?q= (a resource route, docs/decisions/047): the
// search box's suggestions, read by its fetcher as the shopper types
// (features/catalog/components/search/use-suggestions.ts), in the page's
// language. Catalogue data: a guest's answer may be shared like a page.
import type { LoaderFunctionArgs } from 'react-router';
import type { StoreLoadContext } from '@store/contract';
import { fetchSuggestions } from '#web/features/catalog/loaders/catalog-requests';
import { catalogueLang } from '#web/lib/language';

export async function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>) {
  const q = new URL(request.url).searchParams.get('q') ?? '';
  return { q, items: q.trim() === '' ? [] : await fetchSuggestions(context.api, q, catalogueLang(request)) };
}
