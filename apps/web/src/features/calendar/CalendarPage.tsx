import type { CalendarItem } from '@conecta/contracts/calendar';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { CollectionListStates } from '../../shell/collection';
import { ListSearchBox } from '../../shell/data-grid/ListSearchBox';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { PageHeader } from '../../shell/PageHeader';
import { lazyWithRetry } from '../../shell/recovery';
import { useListCalendarItemsInfiniteQuery, useUpdateCalendarItemMutation } from './api';
import { calendarNamespace } from './locales';

// The dialog loads when an item is opened or made, not with the list; a failed fetch is retried.
const CalendarDialog = lazyWithRetry(() => import('./CalendarDialog'));

/** Calendar: the account's items, searched from the URL (`?q=`), each opened in a dialog. */
export default function CalendarPage() {
  const { t } = useTranslation(calendarNamespace);
  const sayMessage = useMessageText();
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const list = useListCalendarItemsInfiniteQuery({ q });
  const [update] = useUpdateCalendarItemMutation();
  /** The dialog: a new item, an item of the list, or closed. */
  const [open, setOpen] = useState<'new' | CalendarItem | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total;

  const search = useCallback(
    (value: string) => setSearchParams(value ? { q: value } : {}, { replace: true }),
    [setSearchParams],
  );
  const toggle = (item: CalendarItem) =>
    update({ id: item.id, changes: { done: !item.done } })
      .unwrap()
      .catch(async (error: unknown) => {
        const said = firstServerMessage(readApiFailure(error));
        if (said) await loadMessageTexts(said);
        dispatch(showMessage({ message: said ? sayMessage(said) : t('actionFailed'), variant: 'error' }));
      });

  const rows = (
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
  );

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
          testId="calendar-search"
          sx={{ flexGrow: 1, maxWidth: 420 }}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen('new')}>
          {t('newItem')}
        </Button>
      </Box>
      <Paper variant="outlined">
        <CollectionListStates
          query={list}
          count={items.length}
          texts={{
            loading: t('loading'),
            failed: t('loadFailed'),
            retry: t('retry'),
            empty: q ? t('emptySearch', { q }) : t('empty'),
            more: t('showMore'),
          }}
          testIds={{
            loading: 'calendar-loading',
            error: 'calendar-error',
            empty: 'calendar-empty',
            more: 'calendar-show-more',
          }}
          skeleton={{ circle: 24, lines: ['60%', '30%'] }}
        >
          {rows}
        </CollectionListStates>
      </Paper>
      {open !== null && (
        <Suspense fallback={null}>
          <CalendarDialog item={open === 'new' ? undefined : open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Box>
  );
}
