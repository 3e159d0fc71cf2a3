// /ar/*: the Arabic store (issue 12, docs/decisions/023). The same pages as the
// English tree; this layout only brings what Arabic pages need and English ones
// never download: the Arabic texts (its `handle`, added before the page renders:
// lib/i18n.ts, "Texts load per route") and the Arabic web font, added once the
// page has loaded (docs/decisions/054).
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import type { RouteTexts } from '#web/lib/i18n';
import { arabicTexts } from '#web/lib/i18n/arabic-catalogue';
import { addArabicFontAfterLoad } from '#web/lib/arabic-font';

export const handle: RouteTexts = { language: arabicTexts };

export default function ArabicLayout() {
  useEffect(addArabicFontAfterLoad, []);
  return <Outlet />;
}
