import { useLocation } from 'react-router';
import { t } from '#web/lib/i18n';
import { currentLanguage, LANGUAGE_COOKIE, LANGUAGE_SETTINGS, pathInLanguage } from '#web/lib/language';

/**
 * The same page in the other language (issue 12, docs/decisions/023): same path
 * in the other tree, query kept. A plain link: the other language is a new
 * document (its own lang, dir, texts and font). The choice is remembered in a
 * cookie the browser sets, read by `/`; the server never sets it, so cached
 * pages stay shareable.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const other = currentLanguage() === 'ar' ? 'en' : 'ar';
  const remember = () => {
    document.cookie = `${LANGUAGE_COOKIE}=${other}; path=/; max-age=31536000; samesite=lax`;
  };
  return (
    <a
      href={pathInLanguage(`${pathname}${search}${hash}`, other)}
      hrefLang={other}
      lang={other}
      title={t('language.switch')}
      onClick={remember}
      className={className}
    >
      {LANGUAGE_SETTINGS[other].name}
    </a>
  );
}
