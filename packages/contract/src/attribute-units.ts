// The units of typed number attributes in the shop's languages (issue 24,
// docs/decisions/048's addendum on units). A definition's unit is written as
// the admin types it, in Latin ("Hz", "mm"); Arabic pages show its Arabic
// form from this table, and a unit the table does not know as it is typed.

/** The Arabic form of each unit the catalogue uses, by the unit as a definition writes it. */
export const ARABIC_UNITS: Readonly<Record<string, string>> = {
  in: 'بوصة',
  Hz: 'هرتز',
  kHz: 'كيلوهرتز',
  MHz: 'ميغاهرتز',
  GHz: 'غيغاهرتز',
  W: 'واط',
  V: 'فولت',
  mm: 'مم',
  cm: 'سم',
  m: 'م',
  g: 'غ',
  kg: 'كغ',
  MB: 'ميغابايت',
  GB: 'غيغابايت',
  GiB: 'غيغابايت',
  TB: 'تيرابايت',
  ms: 'مللي ثانية',
  nits: 'نت',
  dB: 'ديسيبل',
  mAh: 'مللي أمبير ساعة',
  Wh: 'واط ساعة',
  RPM: 'دورة/دقيقة',
  fps: 'إطار/ثانية',
  'MT/s': 'ميغانقلة/ثانية',
};

/** A unit as a page in `lang` shows it: Arabic pages its Arabic form when the table has one. */
export function unitIn(lang: 'en' | 'ar', unit: string): string;
export function unitIn(lang: 'en' | 'ar', unit: string | null): string | null;
export function unitIn(lang: 'en' | 'ar', unit: string | null): string | null {
  if (unit === null || lang !== 'ar') return unit;
  return ARABIC_UNITS[unit.trim()] ?? unit;
}
