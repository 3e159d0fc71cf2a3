// The account page's saved builds (issue 24 item 5, docs/decisions/049): each
// opens the builder at its parts; rename and delete post to the account page's
// action with their intent (docs/decisions/045).
import type { SavedBuild } from '@store/contract';
import { Trash2 } from 'lucide-react';
import { Form, Link } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { buttonClasses } from '#web/components/ui/button';
import { SubmitButton } from '#web/components/ui/submit-button';
import { TitledSection } from '#web/components/ui/titled-section';
import { firstError, type IntentAnswer } from '#web/lib/form-action';
import { t } from '#web/lib/i18n';
import { BUILD_INTENTS } from '../builder-action';

const inputClasses = 'h-9 min-w-0 flex-1 rounded-lg border border-field bg-white px-3 text-sm text-slate-900';

function SavedBuildRow({ build, answer }: { build: SavedBuild; answer: IntentAnswer<string> | undefined }) {
  const parts = build.items.map((item) => `${item.productId}:${item.quantity}`).join(',');
  const count = build.items.reduce((sum, item) => sum + item.quantity, 0);
  const failure = answer?.failure?.values?.id === build._id ? answer.failure : undefined;
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{build.name}</p>
          <p className="text-xs text-slate-500">{t('builds.partCount', { count })}</p>
        </div>
        <div className="flex items-center gap-1">
          <Link to={`../build?parts=${parts}`} relative="path" className={buttonClasses('secondary', 'sm')}>
            {t('builds.open')}
          </Link>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value={BUILD_INTENTS.delete} />
            <input type="hidden" name="id" value={build._id} />
            <button type="submit" aria-label={t('builds.deleteLabel', { name: build.name })} title={t('builds.delete')} className={buttonClasses('ghost', 'icon', 'size-9 text-slate-500 hover:text-danger')}>
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </Form>
        </div>
      </div>
      <Form method="post" preventScrollReset className="flex items-center gap-2">
        <input type="hidden" name="intent" value={BUILD_INTENTS.rename} />
        <input type="hidden" name="id" value={build._id} />
        <input name="name" aria-label={t('builds.nameOf', { name: build.name })} defaultValue={build.name} maxLength={80} required className={inputClasses} />
        <SubmitButton variant="ghost" size="sm" pendingLabel={t('builds.rename')}>
          {t('builds.rename')}
        </SubmitButton>
      </Form>
      {failure ? <Alert tone="error">{firstError(failure)}</Alert> : null}
    </li>
  );
}

export function SavedBuilds({ builds, answer }: { builds: SavedBuild[]; answer: IntentAnswer<string> | undefined }) {
  return (
    <TitledSection title={t('builds.title')} card="side" className="flex flex-col">
      {builds.length === 0 ? (
        <p className="text-sm text-slate-600">{t('builds.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {builds.map((build) => (
            <SavedBuildRow key={build._id} build={build} answer={answer} />
          ))}
        </ul>
      )}
      <Link to="../build" relative="path" className={buttonClasses('primary', 'sm', 'mt-3 self-start')}>
        {t('builds.new')}
      </Link>
    </TitledSection>
  );
}
