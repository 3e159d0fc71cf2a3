import { AdminPage } from '#web/components/admin/admin-page';
import { ReviewsModerator } from '#web/features/admin-reviews/components/reviews-moderator';
import { t } from '#web/lib/i18n';

export default function AdminReviewsPage() {
  return (
    <AdminPage title={t('page.adminReviews.title')} description={t('page.adminReviews.description')}>
      <ReviewsModerator />
    </AdminPage>
  );
}
