import { Headset, Mail, Phone } from 'lucide-react';
import { t } from '#web/lib/i18n';
import { storeConfig, telHref } from '#web/lib/store-config';

/** A way to reach the team for advice, with the store's phone and e-mail. */
export function HomeHelp() {
  const { storePhone, storeEmail } = storeConfig;
  return (
    <aside
      aria-labelledby="help-heading"
      className="on-dark flex flex-col gap-6 rounded-2xl bg-slate-900 px-6 py-8 text-slate-300 shadow-sm sm:px-10 md:flex-row md:items-center md:justify-between"
    >
      <div className="flex gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10">
          <Headset aria-hidden="true" className="size-6 text-accent-on-dark" />
        </span>
        <div>
          <h2 id="help-heading" className="text-xl font-semibold text-white">
            {t('home.help.title')}
          </h2>
          <p className="mt-1.5 max-w-xl text-sm leading-relaxed">{t('home.help.text')}</p>
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
        <a
          href={telHref(storePhone)}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100"
        >
          <Phone aria-hidden="true" className="size-4" />
          <span dir="ltr">{storePhone}</span>
        </a>
        <a
          href={`mailto:${storeEmail}`}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold text-white ring-1 ring-white/25 hover:bg-white/10"
        >
          <Mail aria-hidden="true" className="size-4" />
          {storeEmail}
        </a>
      </div>
    </aside>
  );
}
