import type { MetaDescriptor } from 'react-router';
import { t } from './i18n';
import { pageTitle } from './use-page-meta';

/** A route's `meta`: "<page> | Falcon Computers" and the description (the site's default when none is given). */
export function pageMeta(page: string, description: string = t('meta.defaultDescription')): MetaDescriptor[] {
  return [{ title: pageTitle(page) }, { name: 'description', content: description }];
}
