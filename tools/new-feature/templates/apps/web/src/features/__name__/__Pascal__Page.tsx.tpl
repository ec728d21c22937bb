import type { __Pascal__Item } from '@conecta/contracts/__name__';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { ListSearchBox } from '../../shell/data-grid/ListSearchBox';
import { showMessage } from '../../shell/message/messageSlice';
import { PageHeader } from '../../shell/PageHeader';
import { SkeletonRows } from '../../shell/SkeletonRows';
import { useList__Pascal__ItemsInfiniteQuery, useUpdate__Pascal__ItemMutation } from './api';
import { __camel__Namespace } from './locales';

// The dialog loads when an item is opened or made, not with the list.
const __Pascal__Dialog = lazy(() => import('./__Pascal__Dialog'));

/** __Title__: the account's items, searched from the URL (`?q=`), each opened in a dialog. */
export default function __Pascal__Page() {
  const { t } = useTranslation(__camel__Namespace);
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const list = useList__Pascal__ItemsInfiniteQuery({ q });
  const [update] = useUpdate__Pascal__ItemMutation();
  /** The dialog: a new item, an item of the list, or closed. */
  const [open, setOpen] = useState<'new' | __Pascal__Item | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total;

  const search = useCallback(
    (value: string) => setSearchParams(value ? { q: value } : {}, { replace: true }),
    [setSearchParams],
  );
  const toggle = (item: __Pascal__Item) =>
    update({ id: item.id, changes: { done: !item.done } })
      .unwrap()
      .catch(() => dispatch(showMessage({ message: t('actionFailed'), variant: 'error' })));

  const body = (() => {
    if (list.isLoading)
      return (
        <Box role="status" aria-busy="true" aria-label={t('loading')} sx={{ p: 2 }}>
          <SkeletonRows count={5} circle={24} lines={['60%', '30%']} sx={{ alignItems: 'center', py: 1 }} />
        </Box>
      );
    if (list.isError && !list.data)
      return (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => list.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      );
    if (items.length === 0)
      return (
        <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
          {q ? t('emptySearch', { q }) : t('empty')}
        </Typography>
      );
    return (
      <>
        <List aria-label={t('appTitle')}>
          {items.map((item) => (
            <ListItem
              key={item.id}
              divider
              secondaryAction={
                <IconButton edge="end" aria-label={t('edit', { title: item.title })} onClick={() => setOpen(item)}>
                  <EditIcon />
                </IconButton>
              }
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={item.done}
                  onChange={() => void toggle(item)}
                  slotProps={{ input: { 'aria-label': t('markDone', { title: item.title }) } }}
                />
              </ListItemIcon>
              <ListItemText
                primary={item.title}
                sx={item.done ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}
              />
            </ListItem>
          ))}
        </List>
        {list.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
            <Button onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t('showMore')}
            </Button>
          </Box>
        )}
      </>
    );
  })();

  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start' }}>
      <PageHeader title={t('appTitle')}>
        {total === undefined ? t('lead') : `${t('lead')} ${t('count', { count: total })}`}
      </PageHeader>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <ListSearchBox
          value={q}
          onSearch={search}
          label={t('search')}
          clearLabel={t('clearSearch')}
          testId="__name__-search"
          sx={{ flexGrow: 1, maxWidth: 420 }}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen('new')}>
          {t('newItem')}
        </Button>
      </Box>
      <Paper variant="outlined">{body}</Paper>
      {open !== null && (
        <Suspense fallback={null}>
          <__Pascal__Dialog item={open === 'new' ? undefined : open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Box>
  );
}
