// The WAI-ARIA carousel pattern: each slide is a labelled group (no HTML element has that meaning).
/* oxlint-disable jsx-a11y/prefer-tag-over-role */
import { imageSrcSet, imageVariantUrl, type Feature } from '@store/contract';
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type ReactNode, type Touch, type TouchEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { swipeStep } from '#web/lib/swipe-step';
import { localePath } from '#web/lib/language';

/** The banner is 1600 × 600; the page content is at most 1216 px wide. */

/**
 * The hero's box, the same for the slides and the welcome shown without
 * slides, so the page below keeps its place whichever of them shows. It is
 * measured against the hero's container (`@container` on the home page): on
 * phones the 16:9 picture and a text block of 15rem, from `sm` the 8:3 banner
 * with the text on it.
 */
export const HERO_BOX = 'min-h-[calc(56.25cqw+15rem)] sm:min-h-[37.5cqw]';
const HERO_SIZES = '(min-width: 1280px) 1216px, calc(100vw - 2rem)';

/**
 * The home page's hero slides (docs/store-rules.md#home-page-slides): one
 * slide at a time with previous/next buttons and dots, and a swipe on touch
 * screens that follows the page's direction (lib/swipe-step.ts). It never moves
 * on its own, so nobody has to chase it; the fade honours prefers-reduced-motion
 * through the global rule in index.css.
 */
export function HeroCarousel({ slides }: { slides: readonly Feature[] }) {
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex(((next % count) + count) % count);
  // Touch objects never change (Touch Events spec), so the first one can be kept until the touch ends.
  const touchStart = useRef<Touch>(undefined);
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0];
    if (start && end) go(current + swipeStep(end.clientX - start.clientX, end.clientY - start.clientY, event.currentTarget.matches(':dir(rtl)')));
  };

  return (
    <section
      aria-roledescription={t('hero.roleDescription')}
      aria-label={t('hero.label')}
      className={cn('on-dark relative overflow-hidden rounded-2xl bg-slate-950 shadow-sm', HERO_BOX)}
      onTouchStart={(event) => (touchStart.current = event.touches[0])}
      onTouchEnd={onTouchEnd}
    >
      <div aria-live="polite" className="grid">
        {slides.map((slide, i) => {
          const active = i === current;
          return (
            <div
              key={slide._id}
              role="group"
              aria-roledescription={t('hero.slide')}
              aria-label={t('hero.slideOf', { n: i + 1, count })}
              aria-hidden={!active}
              inert={!active}
              className={cn(
                'col-start-1 row-start-1 transition-opacity duration-500',
                active ? 'opacity-100' : 'pointer-events-none opacity-0',
              )}
            >
              <HeroSlide slide={slide} priority={i === 0} />
            </div>
          );
        })}
      </div>

      {count > 1 ? (
        // On the picture (16:9 on phones, the whole banner from sm), so the hero's height never depends on the count.
        <div className="pointer-events-none absolute inset-x-0 top-0 aspect-[16/9] sm:inset-0 sm:aspect-auto">
          <div className="pointer-events-auto absolute end-3 bottom-3 flex items-center gap-2 rounded-full bg-slate-950/55 p-1 backdrop-blur sm:end-5 sm:bottom-5 sm:gap-3 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
            <HeroButton label={t('hero.previous')} onClick={() => go(current - 1)}>
              <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
            </HeroButton>
            <ul className="flex items-center gap-1">
              {slides.map((slide, i) => (
                <li key={slide._id}>
                  <button
                    type="button"
                    aria-label={t('hero.goTo', { n: i + 1, title: slide.title })}
                    aria-current={i === current ? 'true' : undefined}
                    onClick={() => go(i)}
                    className="group flex size-6 items-center justify-center rounded-full"
                  >
                    <span
                      className={cn(
                        'block h-2 rounded-full transition-all',
                        i === current ? 'w-6 bg-white' : 'w-2 bg-white/45 group-hover:bg-white/75',
                      )}
                    />
                  </button>
                </li>
              ))}
            </ul>
            <HeroButton label={t('hero.next')} onClick={() => go(current + 1)}>
              <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
            </HeroButton>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function HeroSlide({ slide, priority }: { slide: Feature; priority: boolean }) {
  return (
    <div className="relative">
      <div className="relative aspect-[16/9] sm:aspect-[8/3]">
        {slide.image ? (
          <img
            src={imageVariantUrl(slide.image, 1280)}
            srcSet={imageSrcSet(slide.image)}
            sizes={HERO_SIZES}
            alt=""
            width={1600}
            height={600}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding={priority ? 'sync' : 'async'}
            className="absolute inset-0 size-full object-cover object-[78%_50%]"
          />
        ) : (
          <div className="absolute inset-0 bg-gradient-to-br from-slate-900 via-blue-950 to-slate-900" />
        )}
        <div className="absolute inset-0 hidden bg-gradient-to-r from-slate-950/90 via-slate-950/55 to-transparent sm:block rtl:bg-gradient-to-l" />
      </div>
      <div className="h-60 overflow-hidden px-5 pt-5 pb-4 sm:absolute sm:h-auto sm:inset-y-0 sm:start-0 sm:flex sm:max-w-md sm:flex-col sm:justify-center sm:px-10 sm:py-8 lg:max-w-xl lg:px-14">
        <h2 dir="auto" className="line-clamp-2 text-2xl leading-tight font-bold tracking-tight text-balance text-white sm:text-3xl lg:text-[2.5rem] rtl:text-right">
          {slide.title}
        </h2>
        {slide.subtitle ? (
          <p dir="auto" className="mt-2 line-clamp-3 text-sm text-slate-300 sm:mt-3 sm:text-base lg:text-lg rtl:text-right">
            {slide.subtitle}
          </p>
        ) : null}
        <Link
          to={localePath(slide.link || '/shop/listing')}
          className="mt-4 inline-flex h-11 items-center gap-2 self-start rounded-lg bg-white px-5 text-sm font-semibold text-slate-900 shadow-sm hover:bg-slate-100 sm:mt-6"
        >
          {t('hero.cta')}
          <span className="sr-only">: {slide.title}</span>
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      </div>
    </div>
  );
}

function HeroButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/25 backdrop-blur hover:bg-white/20"
    >
      {children}
    </button>
  );
}
