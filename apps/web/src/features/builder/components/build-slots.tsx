// The builder's slots (docs/decisions/049 "The builder page"): each with its
// part (or parts: memory and storage take several, with a quantity) and the
// link that opens its list. Every control is a link to the builder's next
// address, so the page works before JavaScript.
import { BUILD_ROLES, effectivePrice, type BuildRole } from '@store/contract';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { formatPrice, t, type MessageKey } from '#web/lib/i18n';
import { MULTI_ROLES, withoutPart, withQuantity, type ChosenPart } from '../build-parts';
import { builderSearch } from '../builder-links';
import type { BuilderData } from '../builder-loader';
import { PartFacts } from './part-facts';
import { SlotList } from './slot-list';

export const SLOT_LABELS: Record<BuildRole, MessageKey> = {
  processor: 'build.slot.processor',
  motherboard: 'build.slot.motherboard',
  memory: 'build.slot.memory',
  graphics: 'build.slot.graphics',
  storage: 'build.slot.storage',
  psu: 'build.slot.psu',
  case: 'build.slot.case',
  cooler: 'build.slot.cooler',
};

const iconLink = buttonClasses('ghost', 'icon', 'size-8 text-slate-500');

function ChosenRow({ part, parts, data }: { part: ChosenPart; parts: readonly ChosenPart[]; data: BuilderData }) {
  const { product, quantity, role } = part;
  const title = product.title;
  const several = MULTI_ROLES.includes(role);
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-2">
      <div className="min-w-0 flex-1 basis-56">
        <Link to={`../product/${product._id}`} relative="path" className="font-medium text-slate-900 hover:text-accent">
          {title}
        </Link>
        <PartFacts product={product} role={role} definitions={data.attributes[role]} />
      </div>
      <div className="flex items-center gap-1">
        {several ? (
          <div className="flex items-center rounded-lg border border-slate-200">
            <Link to={builderSearch(withQuantity(parts, product._id, quantity - 1))} preventScrollReset aria-label={t('build.less', { title })} aria-disabled={quantity <= 1 || undefined} className={iconLink}>
              <Minus aria-hidden="true" className="size-3.5" />
            </Link>
            <span aria-label={t('build.quantity', { title })} className="min-w-6 text-center text-sm font-semibold tabular-nums">
              {quantity}
            </span>
            <Link to={builderSearch(withQuantity(parts, product._id, quantity + 1))} preventScrollReset aria-label={t('build.more', { title })} className={iconLink}>
              <Plus aria-hidden="true" className="size-3.5" />
            </Link>
          </div>
        ) : null}
        <span className="min-w-24 text-end font-semibold text-slate-900 tabular-nums">{formatPrice(effectivePrice(product) * quantity)}</span>
        <Link to={builderSearch(withoutPart(parts, product._id))} preventScrollReset aria-label={t('build.remove', { title })} title={t('build.remove', { title })} className={iconLink}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </li>
  );
}

/** One row per slot, in the rules' order, with the open slot's list under its row. */
export function BuildSlots({ data }: { data: BuilderData }) {
  const { parts, slot } = data;
  return (
    <ol aria-label={t('build.parts')} className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
      {BUILD_ROLES.map((role) => {
        const chosen = parts.filter((part) => part.role === role);
        const open = slot?.role === role;
        const label = chosen.length === 0 ? t('build.choose') : MULTI_ROLES.includes(role) ? t('build.addAnother') : t('build.change');
        return (
          <li key={role} id={`slot-${role}`} className={cn('p-3 sm:p-4', open && 'bg-slate-50')}>
            <div className="flex items-center justify-between gap-3">
              <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{t(SLOT_LABELS[role])}</h2>
              <Link
                to={open ? builderSearch(parts) : builderSearch(parts, { role })}
                preventScrollReset
                aria-expanded={open}
                aria-label={`${label}: ${t(SLOT_LABELS[role])}`}
                className={buttonClasses(chosen.length === 0 ? 'primary' : 'secondary', 'sm')}
              >
                {label}
              </Link>
            </div>
            {chosen.length === 0 ? (
              <p className="mt-1 text-sm text-slate-500">{t('build.notChosen')}</p>
            ) : (
              <ul className="mt-1 divide-y divide-slate-100">
                {chosen.map((part) => (
                  <ChosenRow key={part.product._id} part={part} parts={parts} data={data} />
                ))}
              </ul>
            )}
            {open && slot ? <SlotList list={slot} parts={parts} definitions={data.attributes[role]} /> : null}
          </li>
        );
      })}
    </ol>
  );
}
