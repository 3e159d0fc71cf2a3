// The builder page's data (issue 24 item 5, docs/decisions/049 "The builder
// page"): everything from the address, on the server, so the page works
// before JavaScript. The parts of `?parts=`, the server's check of them (its
// sentences in the page's language), and, with `?slot=`, that slot's list:
// what fits the parts chosen (filters derived from them, then the contract's
// rules on each candidate), or with `&all=1` every part, each misfit with its
// reasons. The catalogue's calls come from the route (features do not import
// features).
import {
  BUILD_ROLE_BY_CATEGORY_SLUG,
  BUILD_ROLES,
  buildProblemMessage,
  parseBuildPartsParam,
  type AttributeDefinition,
  type AttributeFilter,
  type BuildCheckAnswer,
  type BuildRole,
  type Category,
  type Language,
  type Product,
  type StoreLoadContext,
} from '@store/contract';
import { withLang } from '#web/lib/language';
import { fitFilters, inSlotOrder, misfits, type ChosenPart } from './build-parts';

/** The catalogue calls the page makes, handed over by the route. */
export interface BuilderCatalog {
  productsById: (ids: readonly string[]) => Promise<Product[]>;
  categories: () => Promise<Category[]>;
  /** A category's products, cheapest first, within the filters; null when the call failed. */
  list: (categoryId: string, filters: readonly AttributeFilter[]) => Promise<Product[] | null>;
}

/** A part a slot's list offers; `reasons` say why it does not fit (none: it fits). */
export interface SlotOffer {
  product: Product;
  reasons: string[];
}

export interface SlotList {
  role: BuildRole;
  /** Every part of the category, not only those that fit. */
  all: boolean;
  offers: SlotOffer[];
  /** The list could not be read. */
  failed: boolean;
}

export interface BuilderData {
  parts: ChosenPart[];
  check: BuildCheckAnswer | null;
  slot: SlotList | null;
  /** The attributes of the slots shown, by slot, in the page's language. */
  attributes: Partial<Record<BuildRole, AttributeDefinition[]>>;
}

/** The most parts a slot's list shows. */
export const SLOT_LIST_SIZE = 48;

const isRole = (value: string | null): value is BuildRole => BUILD_ROLES.includes(value as BuildRole);

async function checkParts(api: StoreLoadContext['api'], parts: readonly ChosenPart[], lang: Language): Promise<BuildCheckAnswer | null> {
  if (parts.length === 0) return null;
  const items = parts.map((part) => ({ productId: part.product._id, quantity: part.quantity }));
  const { status, body } = await api<{ success?: boolean; data?: BuildCheckAnswer }>(`/api/shop/builds/check?lang=${lang}`, { method: 'POST', body: { items } });
  return status === 200 && body.data ? body.data : null;
}

async function attributesOf(api: StoreLoadContext['api'], categoryId: string, lang: Language | undefined): Promise<AttributeDefinition[]> {
  const { status, body } = await api<{ data?: AttributeDefinition[] }>(withLang(`/api/shop/categories/${categoryId}/attributes`, lang));
  return status === 200 && Array.isArray(body.data) ? body.data : [];
}

async function slotList(catalog: BuilderCatalog, parts: readonly ChosenPart[], role: BuildRole, categoryId: string, all: boolean, lang: Language): Promise<SlotList> {
  const filters = all ? [] : fitFilters(role, parts);
  let products = await catalog.list(categoryId, filters);
  // A filter the category cannot take (its attributes changed) answers nothing: ask for all and let the rules sort them.
  if (products !== null && products.length === 0 && filters.length > 0) products = await catalog.list(categoryId, []);
  if (products === null) return { role, all, offers: [], failed: true };
  const offers = products.map((product) => ({ product, reasons: misfits(parts, product, role).map((problem) => buildProblemMessage(problem, lang)) }));
  return { role, all, offers: all ? offers : offers.filter((offer) => offer.reasons.length === 0), failed: false };
}

/** The page's data for `url` (its `parts`, `slot` and `all`) in `lang`. */
export async function loadBuilder(url: URL, api: StoreLoadContext['api'], catalog: BuilderCatalog, lang: Language): Promise<BuilderData> {
  const items = parseBuildPartsParam(url.searchParams.get('parts') ?? '');
  const [products, categories] = await Promise.all([catalog.productsById(items.map((item) => item.productId)), catalog.categories()]);
  const roleOf = new Map<string, BuildRole>();
  const categoryOf: Partial<Record<BuildRole, string>> = {};
  for (const category of categories) {
    const role = BUILD_ROLE_BY_CATEGORY_SLUG[category.slug];
    if (role) {
      roleOf.set(category._id, role);
      categoryOf[role] = category._id;
    }
  }
  const byId = new Map(products.map((product) => [product._id, product]));
  const parts = inSlotOrder(
    items.flatMap((item) => {
      const product = byId.get(item.productId);
      const role = product ? roleOf.get(product.category) : undefined;
      return product && role ? [{ product, quantity: item.quantity, role }] : [];
    }),
  );
  const slotParam = url.searchParams.get('slot');
  const role = isRole(slotParam) ? slotParam : null;
  const categoryId = role ? categoryOf[role] : undefined;
  const shown = [...new Set([...parts.map((part) => part.role), ...(role ? [role] : [])])];
  const catalogueLang = lang === 'ar' ? 'ar' : undefined;
  const [check, slot, definitions] = await Promise.all([
    checkParts(api, parts, lang),
    role && categoryId ? slotList(catalog, parts, role, categoryId, url.searchParams.get('all') === '1', lang) : null,
    Promise.all(shown.map(async (each) => [each, categoryOf[each] ? await attributesOf(api, categoryOf[each], catalogueLang) : []] as const)),
  ]);
  return { parts, check, slot, attributes: Object.fromEntries(definitions) };
}
