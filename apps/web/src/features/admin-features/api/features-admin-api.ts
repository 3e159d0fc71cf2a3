// The home page slides for the admin (docs/store-rules.md#home-page-slides).
// The shop's carousel needs no signal: its page gets the slides from its
// loader on each navigation (issue 11).
import { messages, type AdminFeature, type FeatureInput } from '@store/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/admin-query/query-keys';

export interface FeatureSave {
  /** Absent for a create. */
  id?: string;
  body: FeatureInput;
}

export interface FeatureResult {
  message?: string;
  data: AdminFeature;
}

export function useGetAdminFeaturesQuery() {
  return useQuery({
    queryKey: adminKeys.features,
    queryFn: async ({ signal }) => {
      const response = await apiRequest<{ data: AdminFeature[] }>('/admin/features/getall', {
        fallbackMessage: messages.SERVER_ERROR,
        signal,
      });
      return response.data;
    },
  });
}

/** Every write resolves once the list shows its result (the order after a move, the new slide). */
function useRefreshSlides() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.features });
}

export function useSaveFeatureMutation() {
  const refresh = useRefreshSlides();
  return useMutation({
    mutationFn: ({ id, body }: FeatureSave) =>
      apiRequest<FeatureResult>(id ? `/admin/features/update/${id}` : '/admin/features/create', {
        method: id ? 'PUT' : 'POST',
        body,
        fallbackMessage: messages.SERVER_ERROR,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteFeatureMutation() {
  const refresh = useRefreshSlides();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message?: string }>(`/admin/features/delete/${id}`, { method: 'DELETE', fallbackMessage: messages.SERVER_ERROR }),
    onSuccess: refresh,
  });
}

export function useReorderFeaturesMutation() {
  const refresh = useRefreshSlides();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest<{ message?: string; data: AdminFeature[] }>('/admin/features/reorder', {
        method: 'PATCH',
        body: { ids },
        fallbackMessage: messages.SERVER_ERROR,
      }),
    onSuccess: refresh,
  });
}
