// /shop/products?id=…&id=… (a resource route, docs/decisions/047): products
// the browser names (the comparison and a guest's wishlist live in local
// storage), each as the catalogue shows it now, in the page's language;
// with `attributes=1`, their category's attribute definitions.
// Catalogue data: a guest's answer may be shared like a page.
import type { LoaderFunctionArgs } from 'react-router';
import type { StoreLoadContext } from '@store/contract';
import { fetchCategoryAttributes, fetchProductsById } from '#web/features/catalog/loaders/catalog-requests';
import type { ProductsByIdAnswer } from '#web/features/catalog/paths';
import { catalogueLang } from '#web/lib/language';

export async function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>): Promise<ProductsByIdAnswer> {
  const params = new URL(request.url).searchParams;
  const ids = params.getAll('id');
  const products = await fetchProductsById(context.api, ids, catalogueLang(request));
  // The comparison's rows: the attributes of its category (one category, compare-rules.ts).
  const category = products[0]?.category;
  if (params.get('attributes') !== '1' || !category) return { ids, products };
  return { ids, products, definitions: await fetchCategoryAttributes(context.api, category) };
}
