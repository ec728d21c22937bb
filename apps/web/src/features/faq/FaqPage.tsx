import type { FaqCategory, FaqItem } from '@conecta/contracts/faq';
import { authRoles, hasPermission } from '@conecta/contracts/roles';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkIcon from '@mui/icons-material/Link';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUserRoles } from '../../app/session/authSlice';
import { CollectionListStates } from '../../shell/collection';
import { ListSearchBox } from '../../shell/data-grid/ListSearchBox';
import { ConfirmDialog } from '../../shell/dialog/ConfirmDialog';
import { keepsForms } from '../../shell/form/keepsForms';
import { showMessage } from '../../shell/message/messageSlice';
import { useSayFailure } from '../../shell/message/useSayFailure';
import { PageHeader } from '../../shell/PageHeader';
import { lazyWithRetry } from '../../shell/recovery';
import { Highlighted } from '../../shell/search/Highlighted';
import { highlightWords, searchWords } from '../../shell/search/highlightWords';
import {
  useGetFaqCategoriesQuery,
  useGetFaqQuery,
  useOrderFaqCategoryMutation,
  useRemoveFaqEntryMutation,
} from './api';
import { FaqAnswer } from './FaqAnswer';
import { faqNamespace } from './locales';

// The dialogs load when staff open them, not with the page; a failed fetch is retried.
const FaqEntryDialog = lazyWithRetry(() => import('./FaqEntryDialog'));
const FaqCategoriesDialog = lazyWithRetry(() => import('./FaqCategoriesDialog'));

const noMorePages = { hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => undefined };

/**
 * The FAQ: questions by category in accordions, searched in the database from the URL (`?q=`) with the
 * words marked; `?item=<id>` opens one answer (each answer has a link to itself). Staff add, edit, order
 * and remove entries and categories.
 */
export default function FaqPage() {
  const { t } = useTranslation(faqNamespace);
  const dispatch = useAppDispatch();
  const sayFailure = useSayFailure();
  const canWrite = hasPermission(authRoles.staff, useAppSelector(selectUserRoles));
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const linked = searchParams.get('item');
  const faq = useGetFaqQuery({ q });
  const categories = useGetFaqCategoriesQuery();
  const [order] = useOrderFaqCategoryMutation();
  const [remove, removing] = useRemoveFaqEntryMutation();
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(linked ? [linked] : []));
  const [editing, setEditing] = useState<'new' | FaqItem | null>(null);
  const [managing, setManaging] = useState(false);
  const [removingEntry, setRemovingEntry] = useState<FaqItem | null>(null);
  const words = useMemo(() => searchWords(q), [q]);
  const entries = faq.data ?? [];

  const sections = useMemo(() => {
    const byCategory = new Map<string, FaqItem[]>();
    for (const entry of faq.data ?? [])
      byCategory.set(entry.categoryId, [...(byCategory.get(entry.categoryId) ?? []), entry]);
    return (categories.data ?? [])
      .map((category) => ({ category, entries: byCategory.get(category.id) ?? [] }))
      .filter((section) => section.entries.length > 0 || (canWrite && !q));
  }, [faq.data, categories.data, canWrite, q]);

  // A linked answer is brought into view once it is on the page.
  useEffect(() => {
    if (!linked || !faq.data) return;
    // (jsdom has no scrollIntoView.)
    document.getElementById(`faq-${linked}`)?.scrollIntoView?.({ block: 'start' });
  }, [linked, faq.data]);

  const search = useCallback(
    // The search as typed keeps an open entry dialog (a cleared search used to ask to discard it).
    (value: string) => setSearchParams(value ? { q: value } : {}, { replace: true, state: keepsForms }),
    [setSearchParams],
  );
  // While searching every match is open, its marked words in view.
  const isOpen = (id: string) => (q ? true : opened.has(id));
  const toggle = (id: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const copyLink = async (entry: FaqItem) => {
    const url = new URL(`/pages/faq?item=${entry.id}`, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      dispatch(showMessage({ message: t('linkCopied'), variant: 'success' }));
    } catch {
      dispatch(showMessage({ message: url, variant: 'info' }));
    }
  };

  const move = (category: FaqCategory, list: FaqItem[], index: number, by: -1 | 1) => {
    const ids = list.map((entry) => entry.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    order({ categoryId: category.id, ids })
      .unwrap()
      .then(() => document.getElementById(`faq-move-${by < 0 ? 'up' : 'down'}-${moved}`)?.focus())
      .catch((error: unknown) => sayFailure(error, t('actionFailed')));
  };

  const confirmRemove = async () => {
    if (!removingEntry) return;
    try {
      await remove(removingEntry.id).unwrap();
      dispatch(showMessage({ message: t('removed'), variant: 'info' }));
      setRemovingEntry(null);
    } catch (error) {
      await sayFailure(error, t('actionFailed'));
    }
  };

  const entryView = (category: FaqCategory, list: FaqItem[], entry: FaqItem, index: number) => (
    <Accordion
      key={entry.id}
      id={`faq-${entry.id}`}
      expanded={isOpen(entry.id)}
      onChange={() => toggle(entry.id)}
      disableGutters
      data-testid="faq-entry"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${entry.id}-answer`}>
        <Typography component="h3" sx={{ fontWeight: 500 }} data-testid="faq-question">
          <Highlighted parts={highlightWords(entry.question, words)} />
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`faq-${entry.id}-answer`} sx={{ display: 'grid', gap: 1 }}>
        <FaqAnswer markdown={entry.answer} words={words} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
          <Tooltip title={t('copyLink')}>
            <IconButton size="small" aria-label={t('copyLink')} onClick={() => void copyLink(entry)}>
              <LinkIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {canWrite && !q && (
            <>
              <IconButton
                size="small"
                id={`faq-move-up-${entry.id}`}
                aria-label={t('moveUp', { question: entry.question })}
                disabled={index === 0}
                onClick={() => move(category, list, index, -1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                id={`faq-move-down-${entry.id}`}
                aria-label={t('moveDown', { question: entry.question })}
                disabled={index === list.length - 1}
                onClick={() => move(category, list, index, 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </>
          )}
          {canWrite && (
            <>
              <IconButton
                size="small"
                aria-label={t('edit', { question: entry.question })}
                onClick={() => setEditing(entry)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('remove', { question: entry.question })}
                onClick={() => setRemovingEntry(entry)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </>
          )}
        </Box>
      </AccordionDetails>
    </Accordion>
  );

  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start' }}>
      <PageHeader title={t('appTitle')}>
        {faq.data ? `${t('lead')} ${t(q ? 'found' : 'count', { count: entries.length })}` : t('lead')}
      </PageHeader>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <ListSearchBox
          value={q}
          onSearch={search}
          label={t('search')}
          clearLabel={t('clearSearch')}
          testId="faq-search"
          sx={{ flexGrow: 1, maxWidth: 480 }}
        />
        {canWrite && (
          <>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('newEntry')}
            </Button>
            <Button variant="outlined" startIcon={<CategoryIcon />} onClick={() => setManaging(true)}>
              {t('categories')}
            </Button>
          </>
        )}
      </Box>
      <CollectionListStates
        query={{ ...faq, ...noMorePages, data: faq.data && categories.data }}
        count={entries.length}
        texts={{
          loading: t('loading'),
          failed: t('loadFailed'),
          retry: t('retry'),
          empty: q ? t('emptySearch', { q }) : t('empty'),
          more: '',
        }}
        testIds={{ loading: 'faq-loading', error: 'faq-error', empty: 'faq-empty', more: 'faq-more' }}
        skeleton={{ circle: 0, lines: ['70%', '50%'] }}
      >
        {sections.map(({ category, entries: list }) => (
          <Box component="section" key={category.id} aria-labelledby={`faq-category-${category.id}`}>
            <Typography
              id={`faq-category-${category.id}`}
              component="h2"
              variant="h6"
              sx={{ mb: 1 }}
              data-testid="faq-category"
            >
              {category.title}
            </Typography>
            {list.map((entry, index) => entryView(category, list, entry, index))}
          </Box>
        ))}
      </CollectionListStates>
      {editing !== null && (
        <Suspense fallback={null}>
          <FaqEntryDialog
            entry={editing === 'new' ? undefined : editing}
            categories={categories.data ?? []}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {managing && (
        <Suspense fallback={null}>
          <FaqCategoriesDialog categories={categories.data ?? []} onClose={() => setManaging(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={removingEntry !== null}
        title={t('removeTitle')}
        message={t('removeMessage', { question: removingEntry?.question ?? '' })}
        confirmLabel={t('removeConfirm')}
        cancelLabel={t('cancel')}
        destructive
        busy={removing.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemovingEntry(null)}
      />
    </Box>
  );
}
