import type { ArticleSummary, KnowledgeBaseCategory } from '@conecta/contracts/knowledge-base';
import { authRoles, hasPermission } from '@conecta/contracts/roles';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectUserRoles } from '../../app/session/authSlice';
import { CollectionListStates } from '../../shell/collection';
import { ListSearchBox } from '../../shell/data-grid/ListSearchBox';
import { PageHeader } from '../../shell/PageHeader';
import { lazyWithRetry } from '../../shell/recovery';
import { useGetKnowledgeBaseQuery, useListArticlesQuery } from './api';
import { knowledgeBaseNamespace } from './locales';

// The reader and the editor load when an article is opened or written, not with the page.
const ArticleDialog = lazyWithRetry(() => import('./ArticleDialog'));
const ArticleEditor = lazyWithRetry(() => import('./ArticleEditor'));

const pageSize = 50;
const noMorePages = { hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => undefined };

/**
 * The knowledge base: its categories with their featured articles, a category's articles (`?category=`),
 * a search over every article (`?q=`), an article read in a dialog (`?article=`); staff write in an editor
 * (`?write=new` or the article's id).
 */
export default function KnowledgeBasePage() {
  const { t } = useTranslation(knowledgeBaseNamespace);
  const canWrite = hasPermission(authRoles.staff, useAppSelector(selectUserRoles));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const categoryId = params.get('category') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const articleId = params.get('article');
  const writing = params.get('write');
  const categories = useGetKnowledgeBaseQuery();
  const listing = Boolean(q || categoryId);
  const list = useListArticlesQuery(
    { q, categoryId: categoryId || undefined, offset: (page - 1) * pageSize },
    { skip: !listing },
  );
  const categoryOf = (id: string) => categories.data?.find((category) => category.id === id);

  /** The page's address with these parts changed (null removes one). */
  const go = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const search = useCallback((value: string) => go({ q: value || null, category: null, page: null }, true), [go]);
  const open = (article: ArticleSummary) => go({ article: article.id });

  const articleButton = (article: ArticleSummary, showCategory = false) => (
    // Each button inside its own <li>: a list holds list items only (axe).
    <ListItem key={article.id} disablePadding>
      <ListItemButton onClick={() => open(article)} data-testid="kb-article">
        <ListItemIcon sx={{ minWidth: 36 }}>
          <ArticleIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={article.title}
          secondary={showCategory ? categoryOf(article.categoryId)?.title : undefined}
        />
        {article.status === 'draft' && <Chip size="small" label={t('draft')} sx={{ ms: 1 }} />}
      </ListItemButton>
    </ListItem>
  );

  const categoryCard = (category: KnowledgeBaseCategory) => (
    <Card variant="outlined" key={category.id} component="section" aria-labelledby={`kb-${category.id}`}>
      <CardContent sx={{ pb: 0 }}>
        <Typography id={`kb-${category.id}`} component="h2" variant="h6">
          {category.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="kb-count">
          {t('articles', { count: category.articlesCount })}
        </Typography>
        <List dense aria-label={t('featured', { title: category.title })}>
          {category.featuredArticles.map((article) => articleButton(article))}
        </List>
      </CardContent>
      <CardActions>
        <Button onClick={() => go({ category: category.id, page: null })}>
          {t('viewAll', { count: category.articlesCount })}
        </Button>
      </CardActions>
    </Card>
  );

  const current = categoryId ? categoryOf(categoryId) : undefined;
  const pages = Math.ceil((list.data?.total ?? 0) / pageSize);

  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start' }}>
      <PageHeader title={t('appTitle')}>{t('lead')}</PageHeader>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <ListSearchBox
          value={q}
          onSearch={search}
          label={t('search')}
          clearLabel={t('clearSearch')}
          testId="kb-search"
          sx={{ flexGrow: 1, maxWidth: 480 }}
        />
        {canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => go({ write: 'new' })}>
            {t('newArticle')}
          </Button>
        )}
      </Box>
      {listing ? (
        <Paper variant="outlined" sx={{ p: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 1 }}>
            <Button
              startIcon={
                <ArrowBackIcon sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined })} />
              }
              onClick={() => go({ q: null, category: null, page: null })}
            >
              {t('allCategories')}
            </Button>
            <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
              {current ? current.title : t('results', { q })}
            </Typography>
            {list.data && (
              <Typography variant="body2" color="text.secondary" data-testid="kb-total">
                {t(q ? 'found' : 'articles', { count: list.data.total })}
              </Typography>
            )}
          </Box>
          <CollectionListStates
            query={{ ...list, ...noMorePages }}
            count={list.data?.items.length ?? 0}
            texts={{
              loading: t('loading'),
              failed: t('loadFailed'),
              retry: t('retry'),
              empty: q ? t('emptySearch', { q }) : t('emptyCategory'),
              more: '',
            }}
            testIds={{ loading: 'kb-loading', error: 'kb-error', empty: 'kb-empty', more: 'kb-more' }}
            skeleton={{ circle: 20, lines: ['60%', '30%'] }}
          >
            <List>{list.data?.items.map((article) => articleButton(article, Boolean(q)))}</List>
            {pages > 1 && (
              <Pagination
                count={pages}
                page={page}
                onChange={(_event, next) => go({ page: next > 1 ? String(next) : null })}
                sx={{ display: 'flex', justifyContent: 'center', py: 1 }}
              />
            )}
          </CollectionListStates>
        </Paper>
      ) : (
        <CollectionListStates
          query={{ ...categories, ...noMorePages }}
          count={categories.data?.length ?? 0}
          texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry'), empty: t('empty'), more: '' }}
          testIds={{ loading: 'kb-loading', error: 'kb-error', empty: 'kb-empty', more: 'kb-more' }}
          skeleton={{ circle: 0, lines: ['50%', '80%'] }}
        >
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
          >
            {categories.data?.map(categoryCard)}
          </Box>
        </CollectionListStates>
      )}
      {articleId && (
        <Suspense fallback={null}>
          <ArticleDialog
            id={articleId}
            categories={categories.data ?? []}
            canWrite={canWrite}
            onEdit={() => go({ write: articleId, article: null })}
            onClose={() => go({ article: null })}
          />
        </Suspense>
      )}
      {writing && canWrite && (
        <Suspense fallback={null}>
          <ArticleEditor
            id={writing === 'new' ? undefined : writing}
            categories={categories.data ?? []}
            defaultCategoryId={categoryId || undefined}
            onClose={(saved) => go({ write: null, article: saved ?? null })}
          />
        </Suspense>
      )}
    </Box>
  );
}
