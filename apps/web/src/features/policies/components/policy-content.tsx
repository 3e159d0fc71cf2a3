import type { ShopDelivery } from '@store/contract';
import { NavLink } from 'react-router';
import { DeliveryFeeTable } from '#web/components/delivery-fee-table';
import { PageHeading } from '#web/components/ui/page-heading';
import { cn } from '#web/lib/cn';
import { deliveryCharges, feesDiffer } from '#web/lib/delivery-charges';
import { t, type MessageKey, type MessageParams } from '#web/lib/i18n';
import { storeConfig } from '#web/lib/store-config';
import { POLICY_SECTIONS, POLICY_SLUGS, policyPath, type PolicySlug } from '../policies';
import { localePath } from '#web/lib/language';

/** A text of the catalogue as paragraphs (a blank line between them). */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split('\n\n').map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}

/** One policy page: its heading, its sections, the other policies beside it, and whom to ask. */
export function PolicyContent({ slug, delivery = null }: { slug: PolicySlug; delivery?: ShopDelivery | null }) {
  const { storeName, storePhone, storeEmail } = storeConfig;
  const params: MessageParams = { brand: storeName, email: storeEmail, phone: storePhone, charges: deliveryCharges(delivery) };
  const text = (key: MessageKey) => t(key, params);
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label={t('policies.nav')} className="lg:sticky lg:top-28">
        <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {POLICY_SLUGS.map((other) => (
            <li key={other}>
              <NavLink
                to={localePath(policyPath(other))}
                className={({ isActive }) =>
                  cn(
                    'block rounded-lg px-3 py-2 text-sm font-medium',
                    isActive ? 'bg-accent-soft text-accent' : 'text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 lg:ring-0',
                  )
                }
              >
                {t(`page.policy.${other}.title`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <article className="flex max-w-3xl flex-col gap-8">
        <div>
          <PageHeading title={t(`page.policy.${slug}.title`)} description={text(`policy.${slug}.intro`)} />
          <p className="mt-3 text-sm text-slate-500">{t('policies.updated')}</p>
        </div>
        {POLICY_SECTIONS[slug].map((section) => {
          const id = `${slug}-${section}`;
          return (
            <section key={section} aria-labelledby={id} className="flex flex-col gap-3">
              <h2 id={id} className="text-lg font-semibold text-slate-900">
                {text(`policy.${slug}.${section}.title` as MessageKey)}
              </h2>
              <div className="flex flex-col gap-3 text-base leading-relaxed text-slate-700">
                <Paragraphs text={text(`policy.${slug}.${section}.text` as MessageKey)} />
                {id === 'delivery-fees' && delivery && feesDiffer(delivery) ? <DeliveryFeeTable delivery={delivery} /> : null}
              </div>
            </section>
          );
        })}
        <p className="rounded-2xl bg-slate-100 px-5 py-4 text-sm text-slate-700">{text('policies.questions')}</p>
      </article>
    </div>
  );
}
