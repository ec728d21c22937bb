import { type SearchKind, type SearchResult, searchKinds, searchLimits } from '@conecta/contracts/search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { CollectionListStates } from '../../shell/collection';
import { ListSearchBox } from '../../shell/data-grid/ListSearchBox';
import { PageHeader } from '../../shell/PageHeader';
import { Highlighted } from '../../shell/search/Highlighted';
import { highlightWords, searchWords } from '../../shell/search/highlightWords';
import { useSearchConsoleQuery } from './api';
import { searchNamespace } from './locales';

const noMorePages = { hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => undefined };

type Layout = 'classic' | 'modern';

function kindOf(value: string | null): SearchKind | undefined {
  return searchKinds.find((kind) => kind === value);
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= searchLimits.maxPage ? page : 1;
}

/**
 * The console-wide search in two layouts (demo-apps §2): `/pages/search/classic`, a plain list under the box,
 * and `/pages/search/modern`, a large box with the kinds beside cards. The search lives in the URL (`?q=`,
 * `?kind=`, `?page=`), so a search can be shared, reloaded and gone back to; the words are marked in each result.
 */
export default function SearchPage() {
  const { t } = useTranslation(searchNamespace);
  const layout: Layout = useLocation().pathname.endsWith('/modern') ? 'modern' : 'classic';
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, searchLimits.q);
  const kind = kindOf(params.get('kind'));
  const page = pageOf(params.get('page'));
  const search = useSearchConsoleQuery({ q, kind, page }, { skip: !q });
  const data = search.data;
  const words = searchWords(q);

  const go = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: 'q' in changes },
      ),
    [setParams],
  );
  const setQ = useCallback((value: string) => go({ q: value || null, kind: null, page: null }), [go]);
  const setKind = (value: SearchKind | undefined) => go({ kind: value ?? null, page: null });

  const total = data?.total ?? 0;
  const pages = Math.min(searchLimits.maxPage, Math.ceil(total / (data?.limit ?? searchLimits.pageSize)));
  const countText = data
    ? t(data.totalMore ? 'countMore' : 'count', { count: total, q: data.q })
    : q
      ? t('searching')
      : t('lead');

  const box = (
    <ListSearchBox
      value={q}
      onSearch={setQ}
      label={t('search')}
      placeholder={t('placeholder')}
      clearLabel={t('clearSearch')}
      testId="console-search-box"
      sx={layout === 'modern' ? { width: '100%', maxWidth: 640 } : { flexGrow: 1, maxWidth: 520 }}
    />
  );

  const facets = data && data.facets.length > 0 && (
    <Box
      component="nav"
      aria-label={t('kinds')}
      sx={
        layout === 'modern'
          ? { display: 'flex', flexDirection: { xs: 'row', md: 'column' }, flexWrap: 'wrap', gap: 1 }
          : { display: 'flex', flexWrap: 'wrap', gap: 1 }
      }
    >
      <Chip
        label={t('allKinds')}
        color={kind ? 'default' : 'primary'}
        variant={kind ? 'outlined' : 'filled'}
        onClick={() => setKind(undefined)}
        aria-pressed={!kind}
      />
      {data.facets.map((facet) => (
        <Chip
          key={facet.kind}
          label={t(facet.more ? 'facetMore' : 'facet', { kind: t(`kind_${facet.kind}`), count: facet.count })}
          color={kind === facet.kind ? 'primary' : 'default'}
          variant={kind === facet.kind ? 'filled' : 'outlined'}
          onClick={() => setKind(facet.kind)}
          aria-pressed={kind === facet.kind}
          data-testid={`search-facet-${facet.kind}`}
        />
      ))}
    </Box>
  );

  const resultText = (result: SearchResult) => (
    <>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {t(`kind_${result.kind}`)}
      </Typography>
      {result.excerpt && (
        <Typography component="span" variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          <Highlighted parts={highlightWords(result.excerpt, words)} />
        </Typography>
      )}
    </>
  );

  const results =
    layout === 'classic' ? (
      <List aria-label={t('results')} data-testid="search-results">
        {data?.results.map((result) => (
          <ListItem key={`${result.kind}:${result.id}`} disablePadding divider>
            <ListItemButton component={RouterLink} to={result.url}>
              <ListItemText
                primary={<Highlighted parts={highlightWords(result.title, words)} />}
                secondary={resultText(result)}
                slotProps={{ primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    ) : (
      <Stack component="ul" aria-label={t('results')} data-testid="search-results" spacing={1.5} sx={{ m: 0, p: 0 }}>
        {data?.results.map((result) => (
          <Paper component="li" variant="outlined" key={`${result.kind}:${result.id}`} sx={{ listStyle: 'none', p: 2 }}>
            <Link
              component={RouterLink}
              to={result.url}
              variant="subtitle1"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              <Highlighted parts={highlightWords(result.title, words)} />
            </Link>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {t(`kind_${result.kind}`)} · <bdi>{result.url}</bdi>
            </Typography>
            {result.excerpt && (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                <Highlighted parts={highlightWords(result.excerpt, words)} />
              </Typography>
            )}
          </Paper>
        ))}
      </Stack>
    );

  const body = q ? (
    <CollectionListStates
      query={{ ...search, ...noMorePages }}
      count={data?.results.length ?? 0}
      texts={{
        loading: t('loading'),
        failed: t('loadFailed'),
        retry: t('retry'),
        empty: t('empty', { q }),
        more: '',
      }}
      testIds={{ loading: 'search-loading', error: 'search-error', empty: 'search-empty', more: 'search-more' }}
      skeleton={{ circle: 0, lines: ['40%', '90%'] }}
    >
      {results}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, next) => go({ page: next > 1 ? String(next) : null })}
          getItemAriaLabel={(type, item) =>
            type === 'page' ? t('goToPage', { page: item }) : t(type === 'next' ? 'nextPage' : 'previousPage')
          }
          sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}
        />
      )}
    </CollectionListStates>
  ) : (
    <Typography color="text.secondary" data-testid="search-start" sx={{ p: 2 }}>
      {t('start')}
    </Typography>
  );

  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start' }}>
      {layout === 'classic' ? (
        <>
          <PageHeader title={t('title')}>
            <span role="status" data-testid="search-count">
              {countText}
            </span>
          </PageHeader>
          {box}
          {facets}
          <Paper variant="outlined">{body}</Paper>
        </>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              justifyItems: 'center',
              gap: 1.5,
              py: { xs: 2, sm: 4 },
              px: 2,
              borderRadius: 2,
              bgcolor: 'action.hover',
              textAlign: 'center',
            }}
          >
            <Typography component="h1" variant="h4" data-testid="page-title" sx={{ fontWeight: 700 }}>
              {t('title')}
            </Typography>
            {box}
            <Typography role="status" color="text.secondary" data-testid="search-count">
              {countText}
            </Typography>
          </Box>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' }, alignItems: 'start' }}
          >
            <Box>{facets}</Box>
            <Box>{body}</Box>
          </Box>
        </>
      )}
    </Box>
  );
}
