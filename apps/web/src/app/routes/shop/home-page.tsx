import { useGetShopCategoriesQuery } from '../../../lib/shop-categories-api';
import { useGetBrandsQuery, useGetFeaturesQuery } from '../../../features/catalog/api/catalog-api';
import { DealsShelf, LastAddedShelf, NewArrivalsShelf } from '../../../features/catalog/components/home-shelves';
import { HeroCarousel, HeroCarouselSkeleton } from '../../../features/home/components/hero-carousel';
import { HomeHelp } from '../../../features/home/components/home-help';
import { HomeIntro } from '../../../features/home/components/home-intro';
import { HomePromises } from '../../../features/home/components/home-promises';
import { BrandTiles, CategoryTiles } from '../../../features/home/components/shop-tiles';
import { t } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';

/** The shop's front page: hero slides, promises, top categories and brands, and product rows. */
export default function HomePage() {
  usePageMeta(t('page.home.title'), t('meta.defaultDescription'));
  const slides = useGetFeaturesQuery();
  const categories = useGetShopCategoriesQuery();
  const brands = useGetBrandsQuery();

  const topCategories = (categories.data ?? [])
    .filter((c) => c.isTop)
    .map((c) => ({ id: c._id, name: c.category, productCount: c.productCount }));
  const topBrands = (brands.data ?? [])
    .filter((b) => b.isTop)
    .map((b) => ({ id: b._id, name: b.brand, productCount: b.productCount }));

  return (
    <div className="flex flex-col gap-10 lg:gap-14">
      <h1 className="sr-only">{t('home.title')}</h1>
      {/* The hero's box is sized against this container (HERO_BOX), whichever of the three fills it. */}
      <div className="@container">
        {slides.isLoading ? (
          <HeroCarouselSkeleton />
        ) : slides.data && slides.data.length > 0 ? (
          <HeroCarousel slides={slides.data} />
        ) : (
          <HomeIntro />
        )}
      </div>
      <HomePromises />
      <CategoryTiles
        title={t('home.topCategories')}
        tiles={topCategories}
        loading={categories.isLoading}
        viewAll={{ to: '/shop/listing', label: t('home.allProducts') }}
      />
      <NewArrivalsShelf />
      <BrandTiles title={t('home.topBrands')} tiles={topBrands} loading={brands.isLoading} />
      <DealsShelf />
      <LastAddedShelf />
      <HomeHelp />
    </div>
  );
}
