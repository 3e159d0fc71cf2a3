// /ar/*: the Arabic store (issue 12, docs/decisions/023). The same pages as the
// English tree; this layout only brings what Arabic pages need and English ones
// never download: the Arabic texts (its `handle`, added before the page renders:
// lib/i18n.ts, "Texts load per route") and the Arabic web font.
import { Outlet, type LinksFunction } from 'react-router';
import arabicFont from '#web/styles/arabic-font.css?url';
import type { RouteTexts } from '#web/lib/i18n';
import { arabicTexts } from '#web/lib/i18n/arabic-catalogue';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: arabicFont }];

export const handle: RouteTexts = { language: arabicTexts };

export default function ArabicLayout() {
  return <Outlet />;
}
