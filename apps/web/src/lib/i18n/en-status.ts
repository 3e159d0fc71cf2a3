// Texts of the screens a first visit does not show: the no-permission page
// and the toasts' dismiss button (moved out of en.ts for the first visit's
// weight, issue 12). Loaded by the modules that show them (lib/i18n.ts).

export const enStatus = {
  'unauthorized.title': 'Access denied',
  'unauthorized.description': 'Your account does not have permission to view this page.',
  'toast.dismiss': 'Dismiss notification',
  /** Said before each toast's text by a screen reader. */
  'toast.label': 'Notification',
  /** The toasts' landmark; Radix Toast fills in its key (F8). */
  'toast.region': 'Notifications ({hotkey})',
} as const satisfies Record<string, string>;
