import { useState } from 'react';
import { deferComponent, withTexts, useDeferredComponent } from '#web/lib/deferred-component';
import { t } from '#web/lib/i18n';
import { useAuth } from '../state/auth-context';
import type { AccountDropdownProps } from './account-dropdown';
import { AVATAR_BUTTON_CLASSES, avatarInitial } from './avatar';

const accountDropdown = deferComponent<AccountDropdownProps>(() =>
  import('./account-dropdown').then(withTexts((m) => m.AccountDropdown)),
);

/**
 * The round avatar in the shop header. Until the menu is first wanted it is a
 * plain button; the Radix menu behind it (~28 KB) loads on hover, focus or
 * press, never on a first visit that does not ask for it (issue #6: at most
 * 120 KB of JavaScript). A press opens the menu itself, so one that lands while
 * the Radix trigger is swapped in is not lost; a focused button hands its focus
 * to the trigger.
 */
export function AccountMenu() {
  const { isAuthenticated, user } = useAuth();
  const name = isAuthenticated ? (user?.name ?? null) : null;
  const [open, setOpen] = useState(false);
  // Whether the plain button has the keyboard focus: the swapped-in trigger takes it over.
  const [focused, setFocused] = useState(false);
  const { Component: Dropdown, prefetch, ensure } = useDeferredComponent(accountDropdown);

  if (Dropdown) return <Dropdown open={open} onOpenChange={setOpen} name={name} takeFocus={focused} />;

  const openMenu = async () => {
    if (await ensure()) setOpen(true);
  };
  return (
    <button
      type="button"
      aria-label={t('account.menuLabel')}
      aria-haspopup="menu"
      aria-expanded={false}
      // Pointer-down, as Radix's own trigger does: the click that follows may land on the swapped-in trigger.
      onPointerDown={(event) => {
        if (event.button === 0) void openMenu();
      }}
      onClick={() => void openMenu()}
      onPointerEnter={prefetch}
      onFocus={() => {
        setFocused(true);
        prefetch();
      }}
      onBlur={() => setFocused(false)}
      className={AVATAR_BUTTON_CLASSES}
    >
      <span aria-hidden="true">{avatarInitial(name)}</span>
    </button>
  );
}
