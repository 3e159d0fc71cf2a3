import { PageHeading } from '#web/components/ui/page-heading';
import { ReviewsModerator } from '#web/features/admin-reviews/components/reviews-moderator';
import { t } from '#web/lib/i18n';
import { usePageMeta } from '#web/lib/use-page-meta';

export default function AdminReviewsPage() {
  const title = t('page.adminReviews.title');
  const description = t('page.adminReviews.description');
  usePageMeta(title, description);
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title={title} description={description} />
      <ReviewsModerator />
    </div>
  );
}
