// A slot's list (docs/decisions/049 "The builder page"): the parts that fit
// the build, or with the switch every part, each misfit with its reasons.
// Choosing is a link to the builder with the part in the build.
import { effectivePrice, type AttributeDefinition } from '@store/contract';
import { CircleAlert, X } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { formatPrice, t } from '#web/lib/i18n';
import { withPart, type ChosenPart } from '../build-parts';
import { builderSearch } from '../builder-links';
import type { SlotList as SlotListData } from '../builder-loader';
import { PartFacts } from './part-facts';

export function SlotList({ list, parts, definitions }: { list: SlotListData; parts: readonly ChosenPart[]; definitions: readonly AttributeDefinition[] | undefined }) {
  const { role, all } = list;
  const chosenIds = new Set(parts.map((part) => part.product._id));
  return (
    <section aria-labelledby="slot-list-title" className="mt-3 rounded-xl border border-accent/30 bg-accent-soft/40 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="slot-list-title" className="text-sm font-semibold text-slate-900">
          {all ? t('build.list.all') : t('build.list.fits')}
        </h3>
        <div className="flex items-center gap-1">
          <Link to={builderSearch(parts, { role, all: !all })} preventScrollReset className={buttonClasses('ghost', 'sm', 'text-accent')}>
            {all ? t('build.list.showFits') : t('build.list.showAll')}
          </Link>
          <Link to={builderSearch(parts)} preventScrollReset aria-label={t('build.list.close')} title={t('build.list.close')} className={buttonClasses('ghost', 'icon', 'size-9')}>
            <X aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
      {list.failed ? <p className="mt-3 text-sm text-danger">{t('build.list.failed')}</p> : null}
      {!list.failed && list.offers.length === 0 ? <p className="mt-3 text-sm text-slate-600">{t('build.list.none')}</p> : null}
      <ul className="mt-3 flex flex-col gap-2">
        {list.offers.map(({ product, reasons }) => {
          const misfit = reasons.length > 0;
          const inStock = product.totalStock > 0;
          return (
            <li key={product._id} className={cn('rounded-lg border bg-white p-3', misfit ? 'border-red-200' : 'border-slate-200')}>
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                <div className="min-w-0 flex-1 basis-56">
                  <Link to={`../product/${product._id}`} relative="path" className="font-medium text-slate-900 hover:text-accent">
                    {product.title}
                  </Link>
                  <p className="text-xs text-slate-500">{product.brandName}</p>
                  <PartFacts product={product} role={role} definitions={definitions} />
                </div>
                <div className="flex items-center gap-3">
                  <div className="text-end">
                    <p className="font-semibold text-slate-900">{formatPrice(effectivePrice(product))}</p>
                    <p className={cn('text-xs', inStock ? 'text-go' : 'text-danger')}>{inStock ? t('build.inStock', { count: product.totalStock }) : t('build.outOfStock')}</p>
                  </div>
                  {chosenIds.has(product._id) && role !== 'memory' && role !== 'storage' ? (
                    <span className="rounded-md bg-slate-100 px-2.5 py-1.5 text-xs font-medium text-slate-600">{t('build.list.chosen')}</span>
                  ) : (
                    <Link
                      to={builderSearch(withPart(parts, product, role))}
                      preventScrollReset
                      aria-label={`${t('build.list.pick')}: ${product.title}`}
                      className={buttonClasses(misfit ? 'secondary' : 'primary', 'sm')}
                    >
                      {t('build.list.pick')}
                    </Link>
                  )}
                </div>
              </div>
              {misfit ? (
                <div className="mt-2 flex flex-col gap-1 border-t border-red-100 pt-2 text-sm text-red-800">
                  <p className="flex items-center gap-1.5 font-semibold">
                    <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
                    {t('build.list.doesNotFit')}
                  </p>
                  {reasons.map((reason) => (
                    <p key={reason}>{reason}</p>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
