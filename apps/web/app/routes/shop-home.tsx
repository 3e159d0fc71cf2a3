// /shop/home: hero slides, promises, top categories and brands, and the
// product rows, all in the server's HTML (issue 11).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { StoreLoadContext } from '@store/contract';
import { DealsShelf, NewArrivalsShelf } from '#web/features/catalog/components/home-shelves';
import { fetchBrands, fetchCategories, fetchShelf, fetchSlides } from '#web/features/catalog/loaders/catalog-requests';
import { HeroCarousel } from '#web/features/home/components/hero-carousel';
import { HomeHelp } from '#web/features/home/components/home-help';
import { HomeIntro } from '#web/features/home/components/home-intro';
import { HomePromises } from '#web/features/home/components/home-promises';
import { BrandTiles, CategoryTiles } from '#web/features/home/components/shop-tiles';
import { t, routeTexts } from '#web/lib/i18n';
import { enHome } from '#web/lib/i18n/en-home';
import { enRating } from '#web/lib/i18n/en-rating';
import { pageMeta } from '#web/lib/page-meta';
import { catalogueLang } from '#web/lib/language';

export async function loader({ request, context: { api } }: LoaderFunctionArgs<StoreLoadContext>) {
  const lang = catalogueLang(request);
  // One row of the newest products (New Arrivals, to /shop/new): a "Last Added" row showed the same
  // products in the same order (issue 27 item 6); GET /api/shop/products/last-added stays for the API's clients.
  const [slides, categories, brands, newArrivals, deals] = await Promise.all([
    fetchSlides(api, lang),
    fetchCategories(api, lang),
    fetchBrands(api, lang),
    fetchShelf(api, 'new', lang),
    fetchShelf(api, 'deals', lang),
  ]);
  return {
    slides,
    // Only the top ones, and only what a tile shows: the page's data stays small.
    topCategories: categories.filter((c) => c.isTop).map((c) => ({ id: c._id, name: c.category, productCount: c.productCount })),
    topBrands: brands.filter((b) => b.isTop).map((b) => ({ id: b._id, name: b.brand, productCount: b.productCount })),
    newArrivals,
    deals,
  };
}

export const meta = () => pageMeta(t('page.home.title'));

export default function HomeRoute() {
  const { slides, topCategories, topBrands, newArrivals, deals } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-10 lg:gap-14">
      <h1 className="sr-only">{t('home.title')}</h1>
      {/* The hero's box is sized against this container (HERO_BOX), whichever of the two fills it. */}
      <div className="@container">{slides.length > 0 ? <HeroCarousel slides={slides} /> : <HomeIntro />}</div>
      <HomePromises />
      <CategoryTiles
        title={t('home.topCategories')}
        tiles={topCategories}
        loading={false}
        viewAll={{ to: '/shop/listing', label: t('home.allProducts') }}
      />
      <NewArrivalsShelf products={newArrivals} />
      <BrandTiles title={t('home.topBrands')} tiles={topBrands} loading={false} />
      <DealsShelf products={deals} />
      <HomeHelp />
    </div>
  );
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enHome, enRating);
