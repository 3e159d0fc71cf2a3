// The texts of the menus that load when first opened: the account menu's (features/auth/components/
// account-dropdown.tsx) and the side menu of smaller screens (features/navigation/components/mobile-nav-sheet.tsx).
// Named by those modules (`export const texts`), so a first visit that opens neither downloads none of them.

export const enMenus = {
  'header.menuTitle': 'Menu',
  'account.guest': 'Guest',
  'account.loggedInAs': 'Logged in as {name}',
  'account.account': 'Account',
  'account.login': 'Login',
} as const satisfies Record<string, string>;
