import { LogIn, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { t } from '../../../lib/i18n';
import { useLogout } from '../use-logout';
import { AVATAR_BUTTON_CLASSES, avatarInitial } from './avatar';

export interface AccountDropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in user's name; null for a guest. */
  name: string | null;
}

/** The avatar and its menu: Account and Logout when signed in, Login otherwise (spec section 2). */
export function AccountDropdown({ open, onOpenChange, name }: AccountDropdownProps) {
  const logout = useLogout();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger aria-label={t('account.menuLabel')} className={AVATAR_BUTTON_CLASSES}>
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
              <Link to="/shop/account">
                <UserRound aria-hidden="true" className="size-4 text-slate-500" />
                {t('account.account')}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void logout()}>
              <LogOut aria-hidden="true" className="size-4 text-slate-500" />
              {t('account.logout')}
            </DropdownMenuItem>
          </>
        ) : (
          <DropdownMenuItem asChild>
            <Link to="/auth/login">
              <LogIn aria-hidden="true" className="size-4 text-slate-500" />
              {t('account.login')}
            </Link>
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
