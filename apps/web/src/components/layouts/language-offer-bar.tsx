import { X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { t } from '#web/lib/i18n';
import { LANGUAGE_COOKIE, pathInLanguage } from '#web/lib/language';
import { enLanguageOffer } from '#web/lib/i18n/en-language-offer';

/** The parts of the catalogue this module shows: it loads later than its page (lib/deferred-component.ts, withTexts). */
export const texts = [enLanguageOffer];

const remember = (language: 'en' | 'ar') => {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
};

/** The offer of the Arabic store, in Arabic, under the header; closing it keeps English (and `/` then too). */
export function LanguageOfferBar() {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <section aria-label={t('languageOffer.label')} className="border-b border-blue-200 bg-accent-soft">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <a
          href={pathInLanguage(`${pathname}${search}`, 'ar')}
          hrefLang="ar"
          lang="ar"
          dir="rtl"
          onClick={() => remember('ar')}
          className="font-semibold text-accent hover:underline"
        >
          {t('languageOffer.link')}
        </a>
        <button
          type="button"
          aria-label={t('languageOffer.dismiss')}
          onClick={() => {
            remember('en');
            setOpen(false);
          }}
          className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-white hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
