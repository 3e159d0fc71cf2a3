import { ListingView } from '../../../features/catalog/components/listing-view';
import { t } from '../../../lib/i18n';

export default function DealsPage() {
  return <ListingView kind="deals" title={t('page.deals.title')} description={t('page.deals.description')} />;
}
