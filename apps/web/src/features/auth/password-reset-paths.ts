// The password reset's pages (issue 13 item 1); the route guard lets guests reach them
// (route-guard.ts). Apart from ROUTES, which every shop page loads.
export const PASSWORD_RESET_ROUTES = {
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
} as const;
