// The seven emirates in Arabic: the twin of en-emirates.ts (issue 12 item 2),
// by the names their own governments write. A plain object, wired by the Arabic catalogue.
import type { enEmirates } from './en-emirates';

export const arEmirates = {
  'emirate.abuDhabi': 'أبوظبي',
  'emirate.dubai': 'دبي',
  'emirate.sharjah': 'الشارقة',
  'emirate.ajman': 'عجمان',
  'emirate.ummAlQuwain': 'أم القيوين',
  'emirate.rasAlKhaimah': 'رأس الخيمة',
  'emirate.fujairah': 'الفجيرة',
} as const satisfies Record<keyof typeof enEmirates, string>;
