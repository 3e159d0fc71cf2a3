// /ar/*: the Arabic store (issue 12, docs/decisions/023). The same pages as the
// English tree; this layout only brings what Arabic pages need and English ones
// never download: the Arabic texts and the Arabic web font.
import { Outlet, type LinksFunction } from 'react-router';
import arabicFont from '#web/styles/arabic-font.css?url';
// oxlint-disable-next-line import/no-unassigned-import -- makes the Arabic texts live (they register themselves)
import '#web/lib/i18n/arabic-catalogue';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: arabicFont }];

export default function ArabicLayout() {
  return <Outlet />;
}
