import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { deferComponent, useDeferredComponent } from '../../../lib/deferred-component';
import { t } from '../../../lib/i18n';
import { selectAuth } from '../state/auth-slice';
import type { AccountDropdownProps } from './account-dropdown';
import { AVATAR_BUTTON_CLASSES, avatarInitial } from './avatar';

const accountDropdown = deferComponent<AccountDropdownProps>(() =>
  import('./account-dropdown').then((m) => m.AccountDropdown),
);

/**
 * The round avatar in the shop header. Until the menu is first wanted it is a
 * plain button; the Radix menu behind it loads on hover, focus or click.
 */
export function AccountMenu() {
  const { isAuthenticated, user } = useSelector(selectAuth);
  const name = isAuthenticated ? (user?.name ?? null) : null;
  const [open, setOpen] = useState(false);
  const { Component: Dropdown, prefetch, ensure } = useDeferredComponent(accountDropdown);

  // The plain button is swapped for the Radix trigger when the menu arrives; a
  // swap in the middle of a click would swallow it. Loading once the page is
  // idle makes the swap happen before anyone reaches for the avatar.
  useEffect(() => {
    if (Dropdown) return;
    const timer = setTimeout(prefetch, 1500);
    return () => clearTimeout(timer);
  }, [Dropdown, prefetch]);

  if (Dropdown) return <Dropdown open={open} onOpenChange={setOpen} name={name} />;

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
      onFocus={prefetch}
      className={AVATAR_BUTTON_CLASSES}
    >
      <span aria-hidden="true">{avatarInitial(name)}</span>
    </button>
  );
}
