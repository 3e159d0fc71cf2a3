import { LogIn, LogOut, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import { t } from '#web/lib/i18n';
import { useLogout } from '../use-logout';
import { AVATAR_BUTTON_CLASSES, avatarInitial } from './avatar';
import { localePath } from '#web/lib/language';
import { enMenus } from '#web/lib/i18n/en-menus';

/** The parts of the catalogue this module shows: it loads later than its page (lib/deferred-component.ts, withTexts). */
export const texts = [enMenus];

export interface AccountDropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in user's name; null for a guest. */
  name: string | null;
  /** The button this trigger replaces had the keyboard focus: keep it here. */
  takeFocus?: boolean;
}

/** The avatar and its menu: Account and Logout when signed in, Login otherwise (docs/store-rules.md#shop-layout). */
export function AccountDropdown({ open, onOpenChange, name, takeFocus = false }: AccountDropdownProps) {
  const logout = useLogout();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Once, when this trigger replaces the focused placeholder; an open menu takes the focus itself.
  const focusOnMount = useRef(takeFocus && !open);
  useEffect(() => {
    if (focusOnMount.current) triggerRef.current?.focus();
  }, []);

  return (
    // Not modal (the WAI-ARIA menu button): a modal menu hides the page from assistive
    // technology while its links stay focusable (axe aria-hidden-focus); Tab leaves and closes it.
    <DropdownMenu open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenuTrigger ref={triggerRef} aria-label={t('account.menuLabel')} className={AVATAR_BUTTON_CLASSES}>
        <span aria-hidden="true">{avatarInitial(name)}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          {name ? t('account.loggedInAs', { name }) : <span className="font-medium text-slate-900">{t('account.guest')}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {name ? (
          <>
            <DropdownMenuItem asChild>
              <Link to={localePath('/shop/account')}>
                <UserRound aria-hidden="true" className="size-4 text-slate-500" />
                {t('account.account')}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void logout()}>
              <LogOut aria-hidden="true" className="size-4 text-slate-500 rtl:-scale-x-100" />
              {t('account.logout')}
            </DropdownMenuItem>
          </>
        ) : (
          <DropdownMenuItem asChild>
            <Link to={localePath('/auth/login')}>
              <LogIn aria-hidden="true" className="size-4 text-slate-500 rtl:-scale-x-100" />
              {t('account.login')}
            </Link>
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
