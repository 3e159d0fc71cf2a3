// The twin of en-menus.ts.
import type { enMenus } from './en-menus';

export const arMenus = {
  'header.menuTitle': 'القائمة',
  'account.guest': 'زائر',
  'account.loggedInAs': 'تم تسجيل الدخول باسم {name}',
  'account.account': 'حسابي',
  'account.login': 'تسجيل الدخول',
} as const satisfies Record<keyof typeof enMenus, string>;
