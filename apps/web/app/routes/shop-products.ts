// /shop/products?id=…&id=… (a resource route, docs/decisions/047): products
// the browser names (the comparison and a guest's wishlist live in local
// storage), each as the catalogue shows it now, in the page's language.
// Catalogue data: a guest's answer may be shared like a page.
import type { LoaderFunctionArgs } from 'react-router';
import type { StoreLoadContext } from '@store/contract';
import { fetchProductsById } from '#web/features/catalog/loaders/catalog-requests';
import type { ProductsByIdAnswer } from '#web/features/catalog/paths';
import { catalogueLang } from '#web/lib/language';

export async function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>): Promise<ProductsByIdAnswer> {
  const ids = new URL(request.url).searchParams.getAll('id');
  return { ids, products: await fetchProductsById(context.api, ids, catalogueLang(request)) };
}
