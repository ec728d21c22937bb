import type {
  Article,
  ArticleChanges,
  ArticleFields,
  ArticleListQuery,
  ArticlePage,
  KnowledgeBaseCategory,
} from '@conecta/contracts/knowledge-base';
import { api } from '../../app/api';

const kbTag = { type: 'KnowledgeBase', id: 'ALL' } as const;
const invalidatesKb = (_result: unknown, error: unknown) => (error ? [] : [kbTag]);

/** The knowledge base's calls (`/api/knowledge-base/*`): everyone reads what is published, staff write. */
export const knowledgeBaseApi = api.enhanceEndpoints({ addTagTypes: ['KnowledgeBase'] }).injectEndpoints({
  endpoints: (build) => ({
    getKnowledgeBase: build.query<KnowledgeBaseCategory[], void>({
      query: () => '/knowledge-base',
      providesTags: [kbTag],
    }),
    listArticles: build.query<ArticlePage, Partial<Pick<ArticleListQuery, 'q' | 'categoryId' | 'offset'>>>({
      query: ({ q, categoryId, offset }) => ({
        url: '/knowledge-base/articles',
        params: {
          limit: '50',
          ...(q ? { q } : {}),
          ...(categoryId ? { categoryId } : {}),
          ...(offset ? { offset } : {}),
        },
      }),
      providesTags: [kbTag],
    }),
    getArticle: build.query<Article, string>({
      query: (id) => `/knowledge-base/articles/${id}`,
      providesTags: [kbTag],
    }),
    createArticle: build.mutation<Article, ArticleFields>({
      query: (article) => ({ url: '/knowledge-base/articles', method: 'POST', body: article }),
      invalidatesTags: invalidatesKb,
    }),
    updateArticle: build.mutation<Article, { id: string; changes: ArticleChanges }>({
      query: ({ id, changes }) => ({ url: `/knowledge-base/articles/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: invalidatesKb,
    }),
    removeArticle: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: `/knowledge-base/articles/${id}`, method: 'DELETE' }),
      invalidatesTags: invalidatesKb,
    }),
  }),
});

export const {
  useGetKnowledgeBaseQuery,
  useListArticlesQuery,
  useGetArticleQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  useRemoveArticleMutation,
} = knowledgeBaseApi;
