// The twin of en-status.ts in Arabic. Plain data: made live by ./arabic-catalogue.ts on Arabic pages only.
import type { enStatus } from './en-status';

export const arStatus = {
  'unauthorized.title': 'الوصول مرفوض',
  'unauthorized.description': 'لا يملك حسابك صلاحية عرض هذه الصفحة.',
  'toast.dismiss': 'إغلاق الإشعار',
  'toast.label': 'إشعار',
  'toast.region': 'الإشعارات ({hotkey})',
} as const satisfies Record<keyof typeof enStatus, string>;
