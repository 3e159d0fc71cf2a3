// A native <select> or <datalist> cannot offer linked, styled suggestions under a
// free-text box: the listbox and options here are the WAI-ARIA combobox pattern.
/* oxlint-disable jsx-a11y/prefer-tag-over-role */
import { SUGGESTIONS_COUNT, type Suggestion } from '@store/contract';
import { Search } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { productPath, searchPath } from '#web/features/catalog/paths';
import { useSuggestions } from './use-suggestions';

/** Suggestions start at two letters, once typing pauses this long. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_DEBOUNCE_MS = 150;

export interface SearchComboboxProps {
  /** The dark header band or the light search page. */
  tone: 'dark' | 'light';
  /** The box's first text; a function is read once, when the box first draws (the header's shell hands over what was typed). */
  defaultValue?: string | (() => string);
  /** Take the focus when the box first draws (it replaces the focused shell). */
  autoFocusOnMount?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** After a search or a suggestion was chosen (the header closes its panel). */
  onDone?: () => void;
  /** Escape in an empty box with no suggestions open. */
  onDismiss?: () => void;
  className?: string;
}

/**
 * A search box with suggestions as you type (the WAI-ARIA combobox pattern):
 * ↓/↑ move through the suggestions, Enter opens the one chosen or searches
 * for the text, Escape closes the list (then clears the box).
 */
export function SearchCombobox({ tone, defaultValue = '', autoFocusOnMount = false, inputRef, onDone, onDismiss, className }: SearchComboboxProps) {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const ownInput = useRef<HTMLInputElement | null>(null);
  const setInput = (element: HTMLInputElement | null) => {
    ownInput.current = element;
    if (inputRef) inputRef.current = element;
  };
  const [focusOnMount] = useState(autoFocusOnMount);
  useLayoutEffect(() => {
    if (focusOnMount) ownInput.current?.focus();
  }, [focusOnMount]);

  const typed = value.trim();
  const debounced = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const found = useSuggestions(debounced, SUGGEST_MIN_LENGTH);
  const suggestions = (typed.length >= SUGGEST_MIN_LENGTH ? found : []).slice(0, SUGGESTIONS_COUNT);
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (suggestion: Suggestion) => {
    close();
    if (tone === 'dark') setValue('');
    void navigate(productPath(suggestion._id));
    onDone?.();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activeIndex >= 0 && suggestions[activeIndex]) {
      choose(suggestions[activeIndex]);
      return;
    }
    close();
    if (!typed) return;
    void navigate(searchPath(typed));
    onDone?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded ? (activeIndex + 1) % count : 0);
        break;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded && activeIndex > 0 ? activeIndex - 1 : count - 1);
        break;
      case 'Escape':
        event.preventDefault();
        if (expanded) close();
        else if (value) setValue('');
        else onDismiss?.();
        break;
      default:
        break;
    }
  };

  const dark = tone === 'dark';
  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative', className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={setInput}
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        maxLength={200}
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        className={cn(
          'h-11 w-full rounded-lg ps-4 pe-12 text-base shadow-sm [&::-webkit-search-cancel-button]:hidden',
          dark
            ? 'border border-white/15 bg-white text-slate-900 placeholder:text-slate-500 lg:h-10 lg:text-sm'
            : 'border border-field bg-white text-slate-900 placeholder:text-slate-500 hover:border-slate-500',
        )}
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-slate-600 hover:text-accent"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1.5 overflow-hidden rounded-xl border border-slate-200 bg-white py-1.5 text-slate-800 shadow-xl"
      >
        {suggestions.map((suggestion, index) => (
          // Keyboard users move with the arrow keys in the input (aria-activedescendant); a click is for pointers.
          // oxlint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            key={suggestion._id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            onPointerMove={() => setActive(index)}
            className="flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm aria-selected:bg-accent-soft aria-selected:text-accent"
          >
            <Search aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <span dir="auto" className="line-clamp-1 rtl:text-right">
              <Highlighted text={suggestion.title} query={typed} />
            </span>
          </div>
        ))}
      </div>
    </form>
  );
}

/** The suggestion with the typed words in bold. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const words = query.toLowerCase().split(/\s+/).filter((w) => w.length >= SUGGEST_MIN_LENGTH);
  if (words.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, index) =>
        words.includes(part.toLowerCase()) ? (
          // oxlint-disable-next-line react/no-array-index-key -- the parts of one fixed string
          <strong key={index} className="font-semibold text-slate-900">
            {part}
          </strong>
        ) : (
          part
        ),
      )}
    </>
  );
}
