import { useEffect, useState } from 'react';
import { deferComponent, withTexts, useDeferredComponent } from '#web/lib/deferred-component';
import { currentLanguage } from '#web/lib/language';

// A first visit whose browser prefers Arabic is offered the Arabic store, never
// redirected (issue 12). Only the check is on every English page; the offer
// itself (./language-offer-bar.tsx) loads for such a browser alone.
const bar = deferComponent<Record<string, never>>(() => import('./language-offer-bar').then(withTexts((m) => m.LanguageOfferBar)));

export function LanguageOffer() {
  const { Component, ensure } = useDeferredComponent(bar);
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    const chose = /(^|;\s*)lang=/.test(document.cookie);
    if (currentLanguage() !== 'en' || chose || !navigator.languages.some((tag) => tag.toLowerCase().startsWith('ar'))) return;
    void ensure().then(setOffered);
  }, [ensure]);
  return offered && Component ? <Component /> : null;
}
