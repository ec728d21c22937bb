import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { SkeletonRows, type SkeletonRowsProps } from '../SkeletonRows';

/** What the states read of a list's query (RTK Query's infinite query result has it all). */
export interface CollectionListQuery {
  isError: boolean;
  data?: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch(): unknown;
  fetchNextPage(): unknown;
}

export interface CollectionListTexts {
  /** The accessible name of the placeholder rows. */
  loading: string;
  failed: string;
  retry: string;
  /** Said when there is nothing to show (say whether a search found nothing). */
  empty: string;
  more: string;
}

export interface CollectionListStatesProps {
  query: CollectionListQuery;
  /** Rows there are to show. */
  count: number;
  texts: CollectionListTexts;
  testIds: Record<'loading' | 'error' | 'empty' | 'more', string>;
  /** The placeholder rows, shaped as the list's rows. */
  skeleton?: Pick<SkeletonRowsProps, 'circle' | 'lines' | 'sx'>;
  /** Also brings the next page when the end of the list scrolls into view. */
  loadOnScroll?: boolean;
  children: ReactNode;
}

/** A list while it loads (placeholder rows), when it failed (with a retry), empty, and its end ("more" while there is more). */
export function CollectionListStates({
  query,
  count,
  texts,
  testIds,
  skeleton = { circle: 36, lines: ['40%', '80%'] },
  loadOnScroll = false,
  children,
}: CollectionListStatesProps) {
  const { hasNextPage, isFetchingNextPage } = query;
  const end = useRef<HTMLDivElement>(null);
  const fetchNext = useRef(query.fetchNextPage);
  fetchNext.current = query.fetchNextPage;

  useEffect(() => {
    const target = end.current;
    if (!loadOnScroll || !target || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fetchNext.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadOnScroll, hasNextPage, isFetchingNextPage]);

  if (query.isError && !query.data) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        data-testid={testIds.error}
        action={
          <Button color="inherit" size="small" onClick={() => query.refetch()}>
            {texts.retry}
          </Button>
        }
      >
        {texts.failed}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Box aria-busy="true" aria-label={texts.loading} role="status" data-testid={testIds.loading} sx={{ p: 2 }}>
        <SkeletonRows count={6} circle={skeleton.circle} lines={skeleton.lines} sx={skeleton.sx ?? { mb: 2 }} />
      </Box>
    );
  }
  if (count === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }} data-testid={testIds.empty}>
        {texts.empty}
      </Typography>
    );
  }
  return (
    <>
      {children}
      {hasNextPage && (
        <Box ref={end} sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
          <Button onClick={() => query.fetchNextPage()} loading={isFetchingNextPage} data-testid={testIds.more}>
            {texts.more}
          </Button>
        </Box>
      )}
    </>
  );
}
