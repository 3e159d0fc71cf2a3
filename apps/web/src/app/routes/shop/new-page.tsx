import { ListingView } from '../../../features/catalog/components/listing-view';
import { t } from '../../../lib/i18n';

export default function NewArrivalsPage() {
  return <ListingView kind="new" title={t('page.new.title')} description={t('page.new.description')} />;
}
