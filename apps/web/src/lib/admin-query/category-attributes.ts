// A category's typed attributes as the admin reads them (docs/decisions/048): the
// attributes screen (admin-catalog) and the product form (admin-products) share this one
// query, so a definition saved on one shows on the other.
import { messages, type AttributeDefinition } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const categoryAttributesUrl = (categoryId: string) => `/admin/categories/${categoryId}/attributes`;

/** The category's attributes in order; idle while no category is chosen. */
export function useCategoryAttributesQuery(categoryId: string | null | undefined) {
  return useQuery({
    queryKey: adminKeys.attributesOf(categoryId ?? ''),
    queryFn: async ({ signal }) => {
      const response = await apiRequest<{ data: AttributeDefinition[] }>(categoryAttributesUrl(categoryId ?? ''), {
        fallbackMessage: messages.SERVER_ERROR,
        signal,
      });
      return response.data;
    },
    enabled: Boolean(categoryId),
  });
}
