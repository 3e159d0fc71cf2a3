// The compatibility panel (docs/decisions/049 "The builder page"): the
// server's check of the parts in the address, its sentences in the page's
// language. While the next address loads (a part picked), the same rules of
// the contract run here in the browser on the parts the page already knows,
// so the panel follows the pick at once.
import { buildProblemMessage, checkBuild, parseBuildPartsParam, type BuildSeverity } from '@store/contract';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useNavigation } from 'react-router';
import { cn } from '#web/lib/cn';
import { t, type MessageKey } from '#web/lib/i18n';
import { currentLanguage, englishPath } from '#web/lib/language';
import { toBuildParts, type ChosenPart } from '../build-parts';
import type { BuilderData } from '../builder-loader';

const BUILDER_PATH = '/shop/build';

interface ShownProblem {
  severity: BuildSeverity;
  code: string;
  message: string;
}

const SEVERITY: Record<BuildSeverity, { label: MessageKey; Icon: typeof CircleAlert; className: string }> = {
  block: { label: 'build.severity.block', Icon: CircleAlert, className: 'border-red-200 bg-danger-soft text-red-800' },
  warning: { label: 'build.severity.warning', Icon: TriangleAlert, className: 'border-amber-200 bg-amber-50 text-amber-900' },
  note: { label: 'build.severity.note', Icon: Info, className: 'border-slate-200 bg-slate-50 text-slate-700' },
};

/** The parts of the address being loaded, when the page knows every one of them (chosen or listed). */
export function usePendingParts(data: BuilderData): ChosenPart[] | null {
  const navigation = useNavigation();
  const location = navigation.location;
  if (navigation.state !== 'loading' || !location || englishPath(location.pathname) !== BUILDER_PATH) return null;
  const known = new Map(data.parts.map((part) => [part.product._id, part]));
  for (const offer of data.slot?.offers ?? []) known.set(offer.product._id, { product: offer.product, quantity: 1, role: data.slot!.role });
  const pending = parseBuildPartsParam(new URLSearchParams(location.search).get('parts') ?? '').map((item) => {
    const part = known.get(item.productId);
    return part ? { ...part, quantity: item.quantity } : null;
  });
  return pending.every((part) => part !== null) ? pending : null;
}

export function CompatibilityPanel({ data, pending }: { data: BuilderData; pending: ChosenPart[] | null }) {
  const parts = pending ?? data.parts;
  const problems: ShownProblem[] = pending
    ? checkBuild(toBuildParts(pending)).problems.map((problem) => ({ ...problem, message: buildProblemMessage(problem, currentLanguage()) }))
    : (data.check?.problems ?? []);
  return (
    <section aria-labelledby="compat-title" aria-busy={pending ? true : undefined} className="flex flex-col gap-2">
      <h2 id="compat-title" className="text-sm font-semibold text-slate-900">
        {t('build.compat.title')}
      </h2>
      {parts.length === 0 ? <p className="text-sm text-slate-600">{t('build.compat.empty')}</p> : null}
      {parts.length > 0 && problems.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          {t('build.compat.ok')}
        </p>
      ) : null}
      {problems.length > 0 ? (
        <ul className="flex flex-col gap-2" data-testid="build-problems">
          {problems.map((problem, i) => {
            const { label, Icon, className } = SEVERITY[problem.severity];
            return (
              <li key={`${problem.code}-${i}`} data-severity={problem.severity} className={cn('flex gap-2 rounded-lg border px-3 py-2 text-sm', className)}>
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <p>
                  <span className="font-semibold">{t(label)}: </span>
                  {problem.message}
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="text-xs leading-relaxed text-slate-500">{t('build.compat.unchecked')}</p>
    </section>
  );
}
