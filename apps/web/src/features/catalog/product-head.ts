// What search engines and link previews read of a product page (issue 11):
// title, description, canonical address, Open Graph tags and a schema.org
// Product block, as React Router `meta` descriptors (what the server's
// seo.ts wrote into the single-page app's head before). The origin is the
// one the page was asked at. The canonical address, og:url, og:locale and the
// hreflang twins come from the document's head (src/lib/language-head.tsx).
import { CURRENCY, effectivePrice, imageVariantUrl, type Product, type Review, type SkuProduct } from '@store/contract';
import type { MetaDescriptor } from 'react-router';
import { formatPrice, t } from '#web/lib/i18n';
import { pageTitle } from '#web/lib/use-page-meta';
import { storeConfig } from '#web/lib/store-config';
import { productPath } from './paths';

const DESCRIPTION_MAX = 160;

/** One line of at most 160 characters, cut at a word. */
export function summarise(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

/** The description a search result shows: the product's own, or a line made of its name, brand and price. */
export function productDescription(product: Product): string {
  return (
    summarise(product.description) ||
    t('product.metaDescription', { title: product.title, brand: product.brandName, price: formatPrice(effectivePrice(product)) })
  );
}

/** The product's picture as an absolute address (stored images are paths), or undefined without one. */
const imageUrl = (product: Product, origin: string) =>
  product.image ? new URL(imageVariantUrl(product.image, 1280), `${origin}/`).toString() : undefined;

/** The newest reviews as schema.org Review items (the page's first page of them). */
const reviewsJsonLd = (reviews: Review[]) =>
  reviews.map((review) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    datePublished: review.createdAt.slice(0, 10),
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    ...(review.text ? { reviewBody: review.text } : {}),
  }));

/** The schema.org Product of a product page (https://schema.org/Product), with its rating and newest reviews once it has some. */
export function productJsonLd(product: SkuProduct, origin: string, reviews: Review[] = []) {
  const image = imageUrl(product, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(image ? { image: [image] } : {}),
    description: product.description,
    sku: product.sku,
    category: product.categoryName,
    brand: { '@type': 'Brand', name: product.brandName },
    offers: {
      '@type': 'Offer',
      price: effectivePrice(product).toFixed(2),
      priceCurrency: CURRENCY,
      availability: product.totalStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${origin}${productPath(product._id)}`,
    },
    ...(product.rating
      ? {
          aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 },
          ...(reviews.length > 0 ? { review: reviewsJsonLd(reviews) } : {}),
        }
      : {}),
  };
}

/** The head of a product page asked for at `origin` (`https://shop.example.ae`). */
export function productHead(product: SkuProduct, origin: string, reviews: Review[] = []): MetaDescriptor[] {
  const description = productDescription(product);
  const image = imageUrl(product, origin);
  const price = effectivePrice(product).toFixed(2);
  return [
    { title: pageTitle(product.title) },
    { name: 'description', content: description },
    { property: 'og:type', content: 'product' },
    { property: 'og:site_name', content: t('meta.siteName', { brand: storeConfig.storeName }) },
    { property: 'og:title', content: product.title },
    { property: 'og:description', content: description },
    ...(image ? [{ property: 'og:image', content: image }, { property: 'og:image:alt', content: product.title }] : []),
    { property: 'product:price:amount', content: price },
    { property: 'product:price:currency', content: CURRENCY },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { 'script:ld+json': productJsonLd(product, origin, reviews) },
  ];
}

/** An unknown product: its own title, and search engines are told not to index the address. */
export function missingProductHead(): MetaDescriptor[] {
  return [{ title: pageTitle(t('product.notFound')) }, { name: 'robots', content: 'noindex' }];
}
