import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AdminPage } from '#web/components/admin/admin-page';
import { buttonClasses } from '#web/components/ui/button';
import { useGetCatalogEntriesQuery } from '#web/features/admin-catalog/api/catalog-admin-api';
import { AttributesManager } from '#web/features/admin-catalog/components/attributes-manager';
import { t } from '#web/lib/i18n';

/** /admin/category/{id}/attributes: a category's typed attributes (docs/decisions/048). */
export default function AdminCategoryAttributesPage() {
  const categoryId = useParams().id ?? '';
  const { data: categories } = useGetCatalogEntriesQuery('category');
  const category = categories?.find((entry) => entry._id === categoryId);
  return (
    <AdminPage
      title={category ? t('page.adminAttributes.title', { category: category.name }) : t('page.adminAttributes.titleLoading')}
      description={t('page.adminAttributes.description')}
      actions={
        <Link to="/admin/category" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('admin.attributes.back')}
        </Link>
      }
    >
      <AttributesManager categoryId={categoryId} />
    </AdminPage>
  );
}
