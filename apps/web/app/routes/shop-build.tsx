// /shop/build (issue 24 item 5, docs/decisions/049 "The builder page"): the PC
// builder. The build is the address (`?parts=<id>:<qty>,…`, `&slot=` for the
// open list), so the loader renders it all on the server and a shared link is
// the build. "Add build to cart" goes through the cart's own path; saving a
// build posts to this page's action.
import type { StoreLoadContext } from '@store/contract';
import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { PageHeading } from '#web/components/ui/page-heading';
import { useAuth } from '#web/features/auth/state/auth-context';
import { useAddLines } from '#web/features/cart/use-add-lines';
import { fetchCategories, fetchProductPage, fetchProductsById } from '#web/features/catalog/loaders/catalog-requests';
import { BUILD_INTENTS, buildAction } from '#web/features/builder/builder-action';
import { loadBuilder, SLOT_LIST_SIZE } from '#web/features/builder/builder-loader';
import { BuildSlots } from '#web/features/builder/components/build-slots';
import { BuildSummary, type BuildLine } from '#web/features/builder/components/build-summary';
import { answerFor } from '#web/lib/form-action';
import { t, routeTexts } from '#web/lib/i18n';
import { enBuild } from '#web/lib/i18n/en-build';
import { catalogueLang, requestLanguage } from '#web/lib/language';
import { pageMeta } from '#web/lib/page-meta';

export async function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>) {
  const lang = catalogueLang(request);
  const { api } = context;
  const data = await loadBuilder(new URL(request.url), api, {
    productsById: (ids) => fetchProductsById(api, ids, lang),
    categories: () => fetchCategories(api, lang),
    list: async (categoryId, specs) => (await fetchProductPage(api, 'all', { category: [categoryId], specs, sortBy: 'price-lowtohigh', limit: SLOT_LIST_SIZE, lang }))?.data ?? null,
  }, requestLanguage(request));
  return { ...data, assembly: null };
}

/** The save form posts here (docs/decisions/045); a guest's post is refused by the API (401). */
export function action(args: ActionFunctionArgs<StoreLoadContext>) {
  return buildAction(args);
}

export const meta = () => pageMeta(t('page.build.title'), t('page.build.description'));

export default function BuildRoute() {
  const data = useLoaderData<typeof loader>();
  const saved = answerFor(useActionData(), BUILD_INTENTS.save);
  const { isAuthenticated } = useAuth();
  const addLines = useAddLines();
  const addToCart = (lines: BuildLine[]) => {
    const count = lines.reduce((sum, line) => sum + line.quantity, 0);
    void addLines(lines, t('build.added', { count }));
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('page.build.title')} description={t('page.build.description')} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <BuildSlots data={data} />
        <BuildSummary data={data} assembly={data.assembly} signedIn={isAuthenticated} saved={saved} onAddToCart={addToCart} />
      </div>
    </div>
  );
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enBuild);
