import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { deferComponent } from '#web/lib/deferred-component';
import type { SearchComboboxProps } from './search-combobox';
import { SearchBoxShell } from './search-box-shell';

// The combobox (suggestions as you type) loads when the shopper turns to the box, not with the page.
export const combobox = deferComponent<SearchComboboxProps>(() => import('./search-combobox').then((m) => m.SearchCombobox));

/**
 * The header's search box: in the header row on wide screens; on phones and
 * tablets a button that opens it in a bar under the header.
 */
export function HeaderSearch() {
  const { pathname } = useLocation();
  // The page the bar was opened on: on another page it has done its job and is closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The combobox, once loaded, and whether it takes over a focused box.
  const [loaded, setLoaded] = useState(() => (combobox.current ? { Combobox: combobox.current, focus: false } : null));
  const loadCombobox = () => {
    if (loaded) return;
    void combobox.load().then(
      (Combobox) => setLoaded({ Combobox, focus: document.activeElement === inputRef.current }),
      () => undefined,
    );
  };
  // Read when the combobox first draws, in the same step as the shell leaves: no keystroke falls between.
  const typedInShell = () => inputRef.current?.value ?? '';

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const dismiss = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? t('search.close') : t('search.open')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-200 hover:bg-white/10 hover:text-white lg:hidden"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Search aria-hidden="true" className="size-6" />}
      </button>
      <div
        id={panelId}
        className={cn(
          'lg:static lg:block lg:w-full lg:max-w-xl lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none',
          open ? 'absolute inset-x-0 top-full block border-t border-white/10 bg-slate-900 px-4 py-3 shadow-lg sm:px-6' : 'hidden',
        )}
      >
        {loaded ? (
          <loaded.Combobox
            tone="dark"
            defaultValue={typedInShell}
            autoFocusOnMount={loaded.focus}
            inputRef={inputRef}
            onDone={() => setOpen(false)}
            onDismiss={open ? dismiss : undefined}
          />
        ) : (
          <SearchBoxShell inputRef={inputRef} onIntent={loadCombobox} />
        )}
      </div>
    </>
  );
}
