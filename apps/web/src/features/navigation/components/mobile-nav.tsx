import { Menu } from 'lucide-react';
import { useRef, useState } from 'react';
import { deferComponent, withTexts, useDeferredComponent } from '#web/lib/deferred-component';
import { t } from '#web/lib/i18n';
import type { MobileNavSheetProps } from './mobile-nav-sheet';

const mobileNavSheet = deferComponent<MobileNavSheetProps>(() =>
  import('./mobile-nav-sheet').then(withTexts((m) => m.MobileNavSheet)),
);

/** The menu button of smaller screens; the side menu loads when first opened. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { Component: NavSheet, prefetch, ensure } = useDeferredComponent(mobileNavSheet);

  const openMenu = async () => {
    if (await ensure()) setOpen(true);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => void openMenu()}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className="-ms-2 inline-flex size-10 items-center justify-center rounded-lg text-slate-200 hover:bg-white/10 hover:text-white lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {NavSheet ? <NavSheet open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} /> : null}
    </>
  );
}
