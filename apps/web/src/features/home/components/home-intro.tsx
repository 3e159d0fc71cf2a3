import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { storeConfig } from '#web/lib/store-config';
import { HERO_BOX } from './hero-carousel';
import { localePath } from '#web/lib/language';

/** The store's welcome: shown in the hero's place when there are no slides to show. */
export function HomeIntro() {
  return (
    <section
      className={cn(
        'relative flex flex-col justify-center overflow-hidden rounded-2xl bg-white px-6 py-7 shadow-sm ring-1 ring-slate-200 sm:px-10 sm:py-10',
        HERO_BOX,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-40 -top-40 size-[30rem] rounded-full bg-blue-100/60 blur-3xl"
      />
      <div className="relative max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">
          {t('home.eyebrow', { brand: storeConfig.storeName })}
        </p>
        <h2 className="mt-3 text-[1.75rem] leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-4xl xl:text-[2.75rem]">
          {t('home.title')}
        </h2>
        <p className="mt-3 max-w-xl text-base text-slate-600 sm:mt-4 sm:text-lg">{t('home.subtitle')}</p>
        <div className="mt-5 flex flex-wrap gap-3 sm:mt-8">
          <Link to={localePath('/shop/listing')} className={buttonClasses('primary', 'lg')}>
            {t('home.shopAll')}
          </Link>
          <Link to={localePath('/shop/deals')} className={buttonClasses('secondary', 'lg')}>
            {t('home.seeDeals')}
          </Link>
        </div>
      </div>
    </section>
  );
}
