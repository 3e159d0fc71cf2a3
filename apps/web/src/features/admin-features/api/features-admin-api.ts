// The home page slides for the admin (DESIGN.md section 5, "/admin/features").
// Every change invalidates 'Feature', the tag of the shop's hero carousel too,
// so /shop/home shows the new slides without a reload.
import { messages, type Feature, type FeatureInput } from '@store/contract';
import { api } from '../../../lib/api';

export interface FeatureSave {
  /** Absent for a create. */
  id?: string;
  body: FeatureInput;
}

export interface FeatureResult {
  message?: string;
  data: Feature;
}

const featuresAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminFeatures: build.query<Feature[], void>({
      query: () => ({ url: '/admin/features/getall' }),
      transformResponse: (response: { data: Feature[] }) => response.data,
      providesTags: ['Feature'],
    }),
    saveFeature: build.mutation<FeatureResult, FeatureSave>({
      query: ({ id, body }) => ({
        url: id ? `/admin/features/update/${id}` : '/admin/features/create',
        method: id ? 'PUT' : 'POST',
        body,
        fallbackMessage: messages.SERVER_ERROR,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Feature']),
    }),
    deleteFeature: build.mutation<{ message?: string }, string>({
      query: (id) => ({ url: `/admin/features/delete/${id}`, method: 'DELETE', fallbackMessage: messages.SERVER_ERROR }),
      invalidatesTags: (_result, error) => (error ? [] : ['Feature']),
    }),
    reorderFeatures: build.mutation<{ message?: string; data: Feature[] }, string[]>({
      query: (ids) => ({ url: '/admin/features/reorder', method: 'PATCH', body: { ids }, fallbackMessage: messages.SERVER_ERROR }),
      invalidatesTags: (_result, error) => (error ? [] : ['Feature']),
    }),
  }),
});

export const {
  useGetAdminFeaturesQuery,
  useSaveFeatureMutation,
  useDeleteFeatureMutation,
  useReorderFeaturesMutation,
} = featuresAdminApi;
