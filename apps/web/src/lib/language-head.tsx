// The head of a page about its language (issue 12 item 7, docs/decisions/023):
// its canonical address, its twin in the other language with hreflang (and
// x-default: the English one), Open Graph's locale and a schema.org WebPage with
// inLanguage. Only shop and auth pages have twins; the admin area is English only.
import { englishPath, hasTwin, LANGUAGES, languageOfPath, pathInLanguage } from './language';

/** Open Graph's og:locale of each language. */
const OG_LOCALE = { en: 'en_AE', ar: 'ar_AE' } as const;

/** Query parameters that choose what a page shows (a listing's filters, a search): kept in its canonical address. */
const CONTENT_QUERY = /^\/shop\/(listing|search|deals|new)$/;

export function LanguageHead({ origin, pathname, search }: { origin: string; pathname: string; search: string }) {
  if (!hasTwin(pathname)) return null;
  const language = languageOfPath(pathname);
  const query = CONTENT_QUERY.test(englishPath(pathname)) ? search : '';
  const href = (lang: (typeof LANGUAGES)[number]) => `${origin}${pathInLanguage(`${englishPath(pathname)}${query}`, lang)}`;
  const page = { '@context': 'https://schema.org', '@type': 'WebPage', url: href(language), inLanguage: language };
  return (
    <>
      <link rel="canonical" href={href(language)} />
      {LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={href(lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href('en')} />
      <meta property="og:locale" content={OG_LOCALE[language]} />
      {LANGUAGES.filter((lang) => lang !== language).map((lang) => (
        <meta key={lang} property="og:locale:alternate" content={OG_LOCALE[lang]} />
      ))}
      <meta property="og:url" content={href(language)} />
      {/* oxlint-disable-next-line react/no-danger -- data, not script: JSON with `<` escaped */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(page).replace(/</g, '\\u003c') }} />
    </>
  );
}
