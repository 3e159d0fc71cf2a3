import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '#web/lib/i18n';
import { localePath } from '#web/lib/language';
import { buttonClasses } from '../ui/button';
import { Logo } from '../ui/logo';

interface StatusPageProps {
  title: string;
  description: string;
  /** A big code or icon above the title, e.g. "404". */
  badge?: ReactNode;
  /** The buttons under the text; without them, a link back to the home page (which needs the router). */
  actions?: ReactNode;
  /** Inside the shop's frame (its header and footer around it): the message alone, without a page of its own. */
  framed?: boolean;
}

/** A full page for the not-found, no-permission and error cases; needs no store context, nor the router when given its actions. */
export function StatusPage({ title, description, badge, actions, framed = false }: StatusPageProps) {
  const message = (
    <div className="max-w-lg text-center">
      {badge ? <div className="mb-4 text-sm font-semibold tracking-widest text-accent uppercase">{badge}</div> : null}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-base text-slate-600">{description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions ?? <BackHomeLink />}</div>
    </div>
  );
  if (framed) return <div className="flex justify-center py-12 sm:py-20">{message}</div>;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="on-dark bg-slate-900">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <a href="/" className="rounded-md">
            <Logo />
          </a>
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 py-16">{message}</main>
    </div>
  );
}

function BackHomeLink() {
  return (
    <Link to={localePath('/shop/home')} className={buttonClasses('primary', 'lg')}>
      {t('common.backHome')}
    </Link>
  );
}
