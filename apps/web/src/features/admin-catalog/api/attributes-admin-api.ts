// A category's typed attributes for the admin (docs/decisions/048): create, update,
// delete and reorder. The list is the shared query of lib/admin-query/category-attributes.
import { messages, type AttributeDefinition, type AttributeDefinitionInput } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { categoryAttributesUrl } from '#web/lib/admin-query/category-attributes';
import { adminKeys } from '#web/lib/admin-query/query-keys';

interface Saved {
  message?: string;
}

/** What the update call takes back of a definition as it is: every field, with its order. */
export function definitionInput(attribute: AttributeDefinition, order = attribute.order): AttributeDefinitionInput {
  const { code, label, labelAr, type, unit, choices, filterable, inCompare, inSpecTable, onCard } = attribute;
  return { code, label, labelAr, type, unit, choices, filterable, inCompare, inSpecTable, onCard, order };
}

/** A write changes the category's attributes and the products' values (a delete or a type change converts them). */
function useRefreshAfterWrite() {
  const client = useQueryClient();
  return (categoryId: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.attributesOf(categoryId) }),
      client.invalidateQueries({ queryKey: adminKeys.products }),
    ]);
}

export function useSaveAttributeMutation(categoryId: string) {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AttributeDefinitionInput }) =>
      apiRequest<Saved>(id ? `${categoryAttributesUrl(categoryId)}/${id}` : categoryAttributesUrl(categoryId), {
        method: id ? 'PUT' : 'POST',
        body,
        fallbackMessage: messages.SERVER_ERROR,
      }),
    onSuccess: () => refresh(categoryId),
  });
}

export function useDeleteAttributeMutation(categoryId: string) {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Saved>(`${categoryAttributesUrl(categoryId)}/${id}`, { method: 'DELETE', fallbackMessage: messages.SERVER_ERROR }),
    onSuccess: () => refresh(categoryId),
  });
}

/**
 * The attributes in a new order (`ids`, every one of them): each whose place changed is
 * saved with its new `order` (its position), the rest of its definition as it is.
 */
export function useReorderAttributesMutation(categoryId: string) {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: async ({ attributes, ids }: { attributes: readonly AttributeDefinition[]; ids: readonly string[] }) => {
      const byId = new Map(attributes.map((attribute) => [attribute._id, attribute]));
      for (const [order, id] of ids.entries()) {
        const attribute = byId.get(id);
        if (!attribute || attribute.order === order) continue;
        await apiRequest<Saved>(`${categoryAttributesUrl(categoryId)}/${id}`, {
          method: 'PUT',
          body: definitionInput(attribute, order),
          fallbackMessage: messages.SERVER_ERROR,
        });
      }
    },
    onSettled: () => refresh(categoryId),
  });
}
