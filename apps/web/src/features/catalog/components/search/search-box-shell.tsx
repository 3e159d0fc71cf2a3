// The header's search box as the server draws it and as it stays until the
// shopper turns to it (issue 12 item 5: the first visit's weight): the same
// form, box and button as the search combobox (./search-combobox.tsx), with
// none of its code. A focus, a touch or a pointer over it loads the combobox,
// which takes its place with what was typed and the focus; a search sent
// before that goes to the search page as a plain form.
/* oxlint-disable jsx-a11y/prefer-tag-over-role */
import { Search } from 'lucide-react';
import { useId, type RefObject } from 'react';
import { t } from '#web/lib/i18n';
import { localePath } from '#web/lib/language';

export function SearchBoxShell({ inputRef, onIntent }: { inputRef: RefObject<HTMLInputElement | null>; onIntent: () => void }) {
  const id = useId();
  return (
    <form role="search" action={localePath('/shop/search')} className="relative" onPointerEnter={onIntent} onTouchStart={onIntent}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        name="keyword"
        type="search"
        role="combobox"
        aria-expanded={false}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        maxLength={200}
        placeholder={t('search.placeholder')}
        onFocus={onIntent}
        className="h-11 w-full rounded-lg border border-white/15 bg-white ps-4 pe-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 lg:h-10 lg:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-slate-600 hover:text-accent"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      <div id={`${id}-listbox`} role="listbox" aria-label={t('search.suggestions')} hidden />
    </form>
  );
}
