import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SkeletonRows } from '../../shell/SkeletonRows';
import type { TodoText } from './todoText';

/** What the list needs to know of its query (RTK Query's infinite query result). */
interface ListQuery {
  isLoading: boolean;
  isError: boolean;
  data?: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch(): unknown;
  fetchNextPage(): unknown;
}

interface TodoListStatesProps {
  text: TodoText;
  list: ListQuery;
  /** Rows there are to show. */
  shown: number;
  q: string;
  children: ReactNode;
}

/** The list while it loads (skeleton rows), when it failed, when it is empty, and its "show more". */
export function TodoListStates({ text, list, shown, q, children }: TodoListStatesProps) {
  const { t } = text;
  if (list.isLoading) {
    return (
      <Box aria-busy="true" aria-label={t('loading')} role="status" data-testid="todo-loading" sx={{ px: 2, pb: 1 }}>
        <SkeletonRows count={6} circle={24} lines={['60%', '30%']} sx={{ alignItems: 'center', gap: 2, py: 1.5 }} />
      </Box>
    );
  }
  if (list.isError && !list.data) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        data-testid="todo-error"
        action={
          <Button color="inherit" size="small" onClick={() => list.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  }
  if (shown === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }} data-testid="todo-empty">
        {q ? t('emptySearch', { q }) : t('empty')}
      </Typography>
    );
  }
  return (
    <>
      {children}
      {list.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
          <Button onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage} data-testid="todo-show-more">
            {t('showMore')}
          </Button>
        </Box>
      )}
    </>
  );
}
