import { formatAed, LOW_STOCK_THRESHOLD, type AdminProduct, LOCALE } from '@store/contract';
import type { AdminColumn } from '#web/components/admin/admin-table';
import { ProductImage } from '#web/components/ui/product-image';
import { t } from '#web/lib/i18n';

function StockCell({ stock }: { stock: number }) {
  if (stock === 0) {
    return (
      <span className="rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800 ring-1 ring-red-200 ring-inset">
        {t('admin.products.stockOut')}
      </span>
    );
  }
  if (stock <= LOW_STOCK_THRESHOLD) {
    return (
      <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-200 ring-inset">
        {t('admin.products.stockLow', { n: stock })}
      </span>
    );
  }
  return <span className="tabular-nums">{new Intl.NumberFormat(LOCALE).format(stock)}</span>;
}

/** The products table's columns (a function: the admin texts load with the admin layout). */
export function productColumns(): readonly AdminColumn<AdminProduct>[] {
  return [
    {
      id: 'image',
      header: <span className="sr-only">{t('admin.products.image')}</span>,
      headerClassName: 'w-16',
      cell: (product) => (
        <span className="block size-12 overflow-hidden rounded-lg border border-slate-200">
          <ProductImage src={product.image} alt="" sizes="48px" fallbackWidth={320} />
        </span>
      ),
    },
    {
      id: 'title',
      header: t('admin.products.title'),
      headerClassName: 'min-w-48',
      cellClassName: 'font-medium',
      cell: (product) => (
        <span className="line-clamp-2" title={product.title}>
          {product.title}
        </span>
      ),
    },
    { id: 'sku', header: t('admin.products.sku'), cellClassName: 'whitespace-nowrap font-mono text-xs', cell: (product) => product.sku },
    { id: 'category', header: t('admin.products.category'), cellClassName: 'whitespace-nowrap', cell: (product) => product.categoryName },
    { id: 'brand', header: t('admin.products.brand'), cellClassName: 'whitespace-nowrap', cell: (product) => product.brandName },
    {
      id: 'price',
      header: t('admin.products.price'),
      headerClassName: 'text-end',
      cellClassName: 'text-end whitespace-nowrap tabular-nums',
      cell: (product) => formatAed(product.price, LOCALE),
    },
    {
      id: 'salePrice',
      header: t('admin.products.salePrice'),
      headerClassName: 'text-end whitespace-nowrap',
      cellClassName: 'text-end whitespace-nowrap tabular-nums',
      cell: (product) =>
        product.salePrice != null ? (
          <span className="font-semibold text-danger">{formatAed(product.salePrice, LOCALE)}</span>
        ) : (
          <span className="text-slate-400">
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('admin.products.noSale')}</span>
          </span>
        ),
    },
    {
      id: 'stock',
      header: t('admin.products.stock'),
      headerClassName: 'text-end',
      cellClassName: 'text-end',
      cell: (product) => <StockCell stock={product.totalStock} />,
    },
    {
      id: 'quote',
      header: t('admin.products.quote'),
      headerClassName: 'whitespace-nowrap',
      cell: (product) =>
        product.isQuoteAvailable ? (
          <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-indigo-800 ring-1 ring-indigo-200 ring-inset">
            {t('admin.products.quote')}
          </span>
        ) : (
          <span className="text-xs text-slate-500">{t('admin.table.no')}</span>
        ),
    },
  ];
}
