import type { Product } from '@store/contract';
import { useRevalidator } from 'react-router';
import { t } from '#web/lib/i18n';
import { ProductShelf } from './product-shelf';

interface ShelfProps {
  /** The row's products from the page's loader; null when they could not be loaded. */
  products: readonly Product[] | null;
}

/** A home page row: its products, or a failure with Retry (the page's data loaded again). */
function HomeShelf({ products, title, viewAllTo }: ShelfProps & { title: string; viewAllTo: string }) {
  const revalidator = useRevalidator();
  return (
    <ProductShelf
      title={title}
      viewAllTo={viewAllTo}
      products={products ?? undefined}
      loading={false}
      error={products === null}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}

export function NewArrivalsShelf({ products }: ShelfProps) {
  return <HomeShelf products={products} title={t('page.new.title')} viewAllTo="/shop/new" />;
}

export function DealsShelf({ products }: ShelfProps) {
  return <HomeShelf products={products} title={t('page.deals.title')} viewAllTo="/shop/deals" />;
}
