// Beside the slots (docs/decisions/049 "The builder page"): the running total
// in AED with VAT, the estimated draw, the compatibility panel, "Add build to
// cart" (with the assembly service as one more line), saving and sharing.
import { aedToFils, checkBuild, effectivePrice, filsToAed, messages, type Product } from '@store/contract';
import { Link2, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { Button, buttonClasses } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/input-field';
import { SubmitButton } from '#web/components/ui/submit-button';
import { formatPrice, sentence, t } from '#web/lib/i18n';
import { pathInLanguage, currentLanguage } from '#web/lib/language';
import { firstError, type IntentAnswer } from '#web/lib/form-action';
import { partsParamOf, toBuildParts, type ChosenPart } from '../build-parts';
import { BUILD_INTENTS } from '../builder-action';
import { builderSearch } from '../builder-links';
import type { BuilderData } from '../builder-loader';
import { CompatibilityPanel, usePendingParts } from './compatibility-panel';

/** A line "Add build to cart" puts in the cart. */
export interface BuildLine {
  product: Product;
  quantity: number;
}

export interface BuildSummaryProps {
  data: BuilderData;
  /** The assembly service's product, offered as one more line; null when the store has none. */
  assembly: Product | null;
  signedIn: boolean;
  /** The save form's answer (the route's action data for its intent). */
  saved: IntentAnswer<string> | undefined;
  /** Puts every line in the cart in one step, or none (the cart's own rules and toasts). */
  onAddToCart: (lines: BuildLine[]) => void;
}

const totalOf = (parts: readonly ChosenPart[]) => filsToAed(parts.reduce((sum, part) => sum + aedToFils(effectivePrice(part.product)) * part.quantity, 0));

function SaveBuild({ parts, signedIn, saved }: { parts: readonly ChosenPart[]; signedIn: boolean; saved: BuildSummaryProps['saved'] }) {
  if (!signedIn) {
    return (
      <Link to={pathInLanguage('/auth/login', currentLanguage())} className={buttonClasses('secondary', 'md', 'w-full')}>
        {t('build.save.signIn')}
      </Link>
    );
  }
  const failure = saved?.failure;
  return (
    <Form method="post" className="flex flex-col gap-2" preventScrollReset>
      <input type="hidden" name="intent" value={BUILD_INTENTS.save} />
      <input type="hidden" name="parts" value={partsParamOf(parts)} />
      <InputField label={t('build.save.name')} name="name" maxLength={80} required defaultValue={failure?.values?.name ?? ''} error={failure?.problem.errors.find((error) => error.path === 'name')?.message} />
      {failure && !failure.problem.errors.some((error) => error.path === 'name') ? <Alert tone="error">{firstError(failure)}</Alert> : null}
      {saved && !failure ? <Alert tone="success">{sentence('BUILD_SAVED', messages.BUILD_SAVED)}</Alert> : null}
      <SubmitButton variant="secondary" pendingLabel={t('build.save.submit')} disabled={parts.length === 0}>
        {t('build.save.submit')}
      </SubmitButton>
    </Form>
  );
}

function ShareBuild({ parts }: { parts: readonly ChosenPart[] }) {
  const location = useLocation();
  const [copied, setCopied] = useState(false);
  const href = `${location.pathname}${builderSearch(parts)}`;
  const copy = () => {
    void navigator.clipboard?.writeText(new URL(href, window.location.href).href).then(() => setCopied(true));
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <a href={href} className="font-medium text-accent hover:underline">
        {t('build.share.title')}
      </a>
      <Button variant="ghost" size="sm" onClick={copy} disabled={parts.length === 0}>
        <Link2 aria-hidden="true" className="size-4" />
        <span aria-live="polite">{copied ? t('build.share.copied') : t('build.share.copy')}</span>
      </Button>
    </div>
  );
}

export function BuildSummary({ data, assembly, signedIn, saved, onAddToCart }: BuildSummaryProps) {
  const pending = usePendingParts(data);
  const parts = pending ?? data.parts;
  const [withAssembly, setWithAssembly] = useState(false);
  const watts = pending ? checkBuild(toBuildParts(pending)).estimatedWatts : (data.check?.estimatedWatts ?? 0);
  const total = pending || !data.check ? totalOf(parts) : data.check.totalPrice;
  const addToCart = () => onAddToCart([...parts, ...(withAssembly && assembly ? [{ product: assembly, quantity: 1 }] : [])]);
  return (
    <aside aria-label={t('build.summary')} className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-4">
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-slate-900 p-3 text-white">
          <dt className="text-xs text-slate-300">{t('build.total')}</dt>
          <dd className="text-xl font-bold tabular-nums" data-testid="build-total">
            {formatPrice(total)}
          </dd>
          <dd className="text-[11px] text-slate-400">{t('build.vatIncluded')}</dd>
        </div>
        <div className="rounded-lg bg-slate-100 p-3">
          <dt className="text-xs text-slate-600">{t('build.watts')}</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums" data-testid="build-watts">
            {t('build.wattsValue', { watts })}
          </dd>
        </div>
      </dl>
      <CompatibilityPanel data={data} pending={pending} />
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
        {assembly ? (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={withAssembly} onChange={(event) => setWithAssembly(event.target.checked)} className="size-4 accent-accent" />
            {t('build.assembly', { title: assembly.title, price: formatPrice(effectivePrice(assembly)) })}
          </label>
        ) : null}
        <Button variant="go" size="lg" onClick={addToCart} disabled={parts.length === 0}>
          <ShoppingCart aria-hidden="true" className="size-5" />
          {t('build.addToCart')}
        </Button>
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
        <SaveBuild parts={parts} signedIn={signedIn} saved={saved} />
        <ShareBuild parts={parts} />
      </div>
    </aside>
  );
}
