import type { FaqCategory, FaqCategoryFields, FaqEntryChanges, FaqEntryFields, FaqItem } from '@conecta/contracts/faq';
import { api } from '../../app/api';

const faqTag = { type: 'Faq', id: 'ALL' } as const;
const invalidatesFaq = (_result: unknown, error: unknown) => (error ? [] : [faqTag]);

/** The FAQ's calls (`/api/faq/*`): everyone reads, staff write. */
export const faqApi = api.enhanceEndpoints({ addTagTypes: ['Faq'] }).injectEndpoints({
  endpoints: (build) => ({
    getFaq: build.query<FaqItem[], { q?: string }>({
      query: ({ q }) => ({ url: '/faq', params: q ? { q } : {} }),
      providesTags: [faqTag],
    }),
    getFaqCategories: build.query<FaqCategory[], void>({
      query: () => '/faq/categories',
      providesTags: [faqTag],
    }),
    createFaqEntry: build.mutation<FaqItem, FaqEntryFields>({
      query: (entry) => ({ url: '/faq/items', method: 'POST', body: entry }),
      invalidatesTags: invalidatesFaq,
    }),
    updateFaqEntry: build.mutation<FaqItem, { id: string; changes: FaqEntryChanges }>({
      query: ({ id, changes }) => ({ url: `/faq/items/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: invalidatesFaq,
    }),
    removeFaqEntry: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: `/faq/items/${id}`, method: 'DELETE' }),
      invalidatesTags: invalidatesFaq,
    }),
    orderFaqCategory: build.mutation<FaqItem[], { categoryId: string; ids: string[] }>({
      query: ({ categoryId, ids }) => ({ url: `/faq/categories/${categoryId}/order`, method: 'POST', body: { ids } }),
      invalidatesTags: invalidatesFaq,
    }),
    createFaqCategory: build.mutation<FaqCategory, FaqCategoryFields>({
      query: (fields) => ({ url: '/faq/categories', method: 'POST', body: fields }),
      invalidatesTags: invalidatesFaq,
    }),
    renameFaqCategory: build.mutation<FaqCategory, { id: string } & FaqCategoryFields>({
      query: ({ id, title }) => ({ url: `/faq/categories/${id}`, method: 'PATCH', body: { title } }),
      invalidatesTags: invalidatesFaq,
    }),
    removeFaqCategory: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: `/faq/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: invalidatesFaq,
    }),
  }),
});

export const {
  useGetFaqQuery,
  useGetFaqCategoriesQuery,
  useCreateFaqEntryMutation,
  useUpdateFaqEntryMutation,
  useRemoveFaqEntryMutation,
  useOrderFaqCategoryMutation,
  useCreateFaqCategoryMutation,
  useRenameFaqCategoryMutation,
  useRemoveFaqCategoryMutation,
} = faqApi;
