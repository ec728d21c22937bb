import type { Mail, MailListItem } from '@conecta/contracts/mail';
import EditIcon from '@mui/icons-material/Edit';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import MenuIcon from '@mui/icons-material/Menu';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ListSearchBox } from '../../shell/data-grid/ListSearchBox';
import { PageHeader } from '../../shell/PageHeader';
import { useGetMailQuery, useGetMailsInfiniteQuery } from './api';
import { KeyboardHelpDialog } from './KeyboardHelpDialog';
import { mailNamespace } from './locales';
import { type ComposeRequest, MailCompose } from './MailCompose';
import { MailList } from './MailList';
import { MailListToolbar } from './MailListToolbar';
import { MailReader } from './MailReader';
import { MailSidebar } from './MailSidebar';
import { isKnownList, type MailListParams, mailListPath } from './mailPaths';
import { selectMails } from './selection';
import { useMailActions } from './useMailActions';
import { type MailShortcut, useMailKeyboard } from './useMailKeyboard';
import { useMailLive } from './useMailLive';

const trashId = 4;
const draftsId = 2;
const noSelection: ReadonlySet<string> = new Set();

const focusRow = (id: string) =>
  document.querySelector<HTMLElement>(`[data-mail-id="${CSS.escape(id)}"] [data-testid="mail-open"]`)?.focus();

/** The Mail application (demo-apps "Mail"): folders, filters and labels, the list, and the reader. */
export default function MailPage() {
  const { t } = useTranslation(mailNamespace);
  const { folderHandle, filterHandle, labelHandle, mailId } = useParams();
  const list: MailListParams = labelHandle
    ? { labelHandle }
    : filterHandle
      ? { filterHandle }
      : { folderHandle: folderHandle ?? 'inbox' };
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const navigate = useNavigate();
  // Three columns need a wide screen: below it the folders are a drawer, and on phones and tablets the
  // reader takes the list's place.
  const sidebarInDrawer = useMediaQuery((theme: Theme) => theme.breakpoints.down('xl'), { noSsr: true });
  const known = isKnownList(list);
  const mailsQuery = useGetMailsInfiniteQuery(known ? { ...list, ...(q ? { q } : {}) } : skipToken);
  const mails = useMemo(() => mailsQuery.data?.pages.flatMap((page) => page.items), [mailsQuery.data]);
  const openMail = useGetMailQuery(mailId ?? skipToken).data;
  const actions = useMailActions();
  useMailLive();

  const listKey = `${mailListPath(list)}?${q}`;
  const [selection, setSelection] = useState({ key: listKey, ids: noSelection });
  const selected = selection.key === listKey ? selection.ids : noSelection;
  const select = (ids: ReadonlySet<string>) => setSelection({ key: listKey, ids });
  const [cursorId, setCursorId] = useState<string>();
  const [compose, setCompose] = useState<ComposeRequest | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const search = q ? `?${new URLSearchParams({ q })}` : '';
  const goToList = () => navigate(mailListPath(list) + search);
  const open = (mail: MailListItem | Mail) => {
    setCursorId(mail.id);
    if (mail.folder === draftsId) setCompose({ kind: 'draft', mail });
    else navigate(mailListPath(list, mail.id) + search);
  };
  const bulk = async (work: (ids: string[]) => Promise<boolean>) => {
    const ids = [...selected];
    if (await work(ids)) {
      select(noSelection);
      if (mailId && ids.includes(mailId)) goToList();
    }
  };
  const moveToTrash = async (mail: Mail) => {
    if ((await actions.move([mail.id], trashId)) && mail.id === mailId) goToList();
  };

  // Stable handlers, so the rows the page did not change are not drawn again.
  const latest = useRef({ open, selected, select });
  latest.current = { open, selected, select };
  const openRow = useCallback((mail: MailListItem) => latest.current.open(mail), []);
  const toggleSelected = useCallback((id: string) => {
    const next = new Set(latest.current.selected);
    if (!next.delete(id)) next.add(id);
    latest.current.select(next);
  }, []);

  const currentId = mailId ?? cursorId;
  const currentMail = (mailId ? openMail : undefined) ?? mails?.find((mail) => mail.id === currentId);
  const step = (by: 1 | -1) => {
    if (!mails || mails.length === 0) return;
    const index = mails.findIndex((mail) => mail.id === currentId);
    const next = mails[index === -1 ? 0 : Math.min(mails.length - 1, Math.max(0, index + by))];
    if (!next) return;
    setCursorId(next.id);
    if (mailId) navigate(mailListPath(list, next.id) + search);
    else focusRow(next.id);
  };
  const shortcuts: Record<MailShortcut, () => void> = {
    next: () => step(1),
    previous: () => step(-1),
    open: () => currentMail && open(currentMail),
    trash: () => currentMail && currentMail.folder !== trashId && void moveToTrash(currentMail),
    star: () => currentMail && void actions.toggleStar(currentMail),
    reply: () => openMail && setCompose({ kind: 'reply', mail: openMail }),
    compose: () => setCompose({ kind: 'new' }),
    search: () => document.querySelector<HTMLElement>('[data-testid="mail-search"]')?.focus(),
    help: () => setHelpOpen(true),
  };
  useMailKeyboard((action) => shortcuts[action]());

  const sidebar = <MailSidebar current={list} onNavigate={() => setDrawerOpen(false)} />;
  const showReader = Boolean(mailId);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="mail-page">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {sidebarInDrawer && (
          <IconButton
            aria-label={t('openSidebar')}
            onClick={() => setDrawerOpen(true)}
            data-testid="mail-sidebar-toggle"
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ flexGrow: 1 }}>
          <PageHeader title={t('appTitle')} />
        </Box>
        <Button
          variant="contained"
          startIcon={<EditIcon />}
          onClick={() => setCompose({ kind: 'new' })}
          data-testid="mail-compose"
        >
          {t('compose')}
        </Button>
        <ListSearchBox
          value={q}
          onSearch={(text) => setSearchParams(text ? { q: text } : {}, { replace: true })}
          label={t('search')}
          clearLabel={t('clearSearch')}
          testId="mail-search"
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <Tooltip title={t('keyboardHelp')}>
          <IconButton aria-label={t('keyboardHelp')} onClick={() => setHelpOpen(true)} data-testid="mail-help">
            <KeyboardIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Paper
        variant="outlined"
        sx={{ display: 'flex', height: 'calc(100dvh - 240px)', minHeight: 480, overflow: 'hidden' }}
      >
        {!sidebarInDrawer && (
          <Box sx={{ width: 240, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider', overflowY: 'auto' }}>
            {sidebar}
          </Box>
        )}
        <Box
          component="section"
          aria-label={t('mailList')}
          sx={{
            width: { xs: '100%', lg: 380 },
            flexShrink: 0,
            display: { xs: showReader ? 'none' : 'flex', lg: 'flex' },
            flexDirection: 'column',
            borderInlineEnd: 1,
            borderColor: 'divider',
            minHeight: 0,
          }}
        >
          {known ? (
            <>
              <MailListToolbar
                loadedCount={mails?.length ?? 0}
                selectedCount={selected.size}
                busy={actions.busy}
                onSelect={(kind) => select(selectMails(mails ?? [], kind))}
                onMove={(folderId) => void bulk((ids) => actions.move(ids, folderId))}
                onToggleLabel={(labelId) => void bulk((ids) => actions.toggleLabel(ids, labelId))}
                onDelete={() => void bulk(actions.remove)}
              />
              <Box sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto' }}>
                <MailList
                  mails={mailsQuery.isError ? undefined : mails}
                  failed={mailsQuery.isError}
                  searching={q !== ''}
                  hasMore={mailsQuery.hasNextPage}
                  loadingMore={mailsQuery.isFetchingNextPage}
                  selected={selected}
                  currentId={currentId}
                  onRetry={() => void mailsQuery.refetch()}
                  onLoadMore={() => void mailsQuery.fetchNextPage()}
                  onToggleSelected={toggleSelected}
                  onOpen={openRow}
                />
              </Box>
            </>
          ) : (
            <Alert severity="warning" sx={{ m: 2 }} data-testid="mail-unknown-list">
              {t('unknownList')}
            </Alert>
          )}
        </Box>
        <Box
          sx={{
            flexGrow: 1,
            minWidth: 0,
            overflowY: 'auto',
            display: { xs: showReader ? 'block' : 'none', lg: 'block' },
          }}
        >
          {mailId ? (
            <MailReader
              mailId={mailId}
              onBack={goToList}
              onReply={(kind, mail) => setCompose({ kind, mail })}
              onMoveToTrash={(mail) => void moveToTrash(mail)}
              onFlagFailed={actions.failed}
            />
          ) : (
            <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
              {t('selectToRead')}
            </Typography>
          )}
        </Box>
      </Paper>
      {sidebarInDrawer && (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} slotProps={{ paper: { sx: { width: 280 } } }}>
          {sidebar}
        </Drawer>
      )}
      <KeyboardHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <MailCompose request={compose} onClose={() => setCompose(null)} />
    </Box>
  );
}
