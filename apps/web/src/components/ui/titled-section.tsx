import { useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn';

/** The white cards of the shop's and the admin's pages: a main one, and a smaller one beside it. */
const CARDS = {
  main: { section: 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', heading: 'text-lg font-semibold text-slate-900' },
  side: { section: 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm', heading: 'text-base font-semibold text-slate-900' },
};

interface TitledSectionProps {
  /** The heading's text (an icon may stand before it). */
  title: ReactNode;
  /** h2 for a page's own parts, h3 inside one. */
  as?: 'h2' | 'h3';
  /** Drawn as a white card: a page's main part or one beside it. */
  card?: keyof typeof CARDS;
  /** The section's classes (added to the card's). */
  className?: string;
  /** The heading's classes (added to the card's). */
  titleClassName?: string;
  /** The heading's id, where a page names it; otherwise one of React's. */
  headingId?: string;
  children: ReactNode;
}

/** A part of a page named by its heading, so that assistive technology lists it as a region of that name. */
export function TitledSection({ title, as: Heading = 'h2', card, className, titleClassName, headingId, children }: TitledSectionProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <section aria-labelledby={id} className={cn(card && CARDS[card].section, className) || undefined}>
      <Heading id={id} className={cn(card && CARDS[card].heading, titleClassName) || undefined}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
