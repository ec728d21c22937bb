import { type Mail, type MailListItem, mailFolderId } from '@conecta/contracts/mail';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CollectionLayout, ListReaderPanes, listParams, UnknownList, useScopedSelection } from '../../shell/collection';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useGetMailQuery, useGetMailsInfiniteQuery } from './api';
import { KeyboardHelpDialog } from './KeyboardHelpDialog';
import { mailNamespace } from './locales';
import { type ComposeRequest, MailCompose } from './MailCompose';
import { MailHeaderActions } from './MailHeaderActions';
import { MailList } from './MailList';
import { MailListToolbar } from './MailListToolbar';
import { MailReader } from './MailReader';
import { MailSidebar } from './MailSidebar';
import { folderName, listName, unreadOf } from './mailNames';
import { mailPaths, useMailView } from './mailPaths';
import { useMailActions } from './useMailActions';
import { useMailCursor } from './useMailCursor';
import { type MailShortcut, useMailKeyboard } from './useMailKeyboard';
import { useMailLive } from './useMailLive';
import { useMailUnreadCounts } from './useMailUnread';

/** The Mail application (demo-apps "Mail"): folders, filters and labels, the list, and the reader. */
export default function MailPage() {
  const { t } = useTranslation(mailNamespace);
  const view = useMailView();
  const { itemId: mailId, q } = view;
  const navigate = useNavigate();
  const mailsQuery = useGetMailsInfiniteQuery(
    view.known ? { ...listParams(view.list), ...(q ? { q } : {}) } : skipToken,
  );
  const mails = useMemo(() => mailsQuery.data?.pages.flatMap((page) => page.items), [mailsQuery.data]);
  const openMail = useGetMailQuery(mailId ?? skipToken).data;
  const actions = useMailActions();
  useMailLive();
  const selection = useScopedSelection(view.scope);
  const cursor = useMailCursor(view, mails);
  const [compose, setCompose] = useState<ComposeRequest | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  // What had the focus when the help opened (its button, a row), to give it back when the help closes.
  const helpOpener = useRef<Element | null>(null);
  const openHelp = () => {
    helpOpener.current = document.activeElement;
    setHelpOpen(true);
  };
  const helpReturn = () => {
    const opener = helpOpener.current;
    // Opened by its key from nowhere in particular, or the row it was opened from is gone: its button.
    return opener instanceof HTMLElement && opener !== document.body && opener.isConnected
      ? opener
      : document.querySelector<HTMLElement>('[data-testid="mail-help"]');
  };
  const counts = useMailUnreadCounts();
  // The page says where the user is: the list's name, its unread mail, and the tab's title ("(3) Inbox — Conecta").
  const title = view.known ? listName(t, view.list) : t('appTitle');
  const unread = view.known ? unreadOf(counts, view.list) : 0;
  useDocumentTitle(unread > 0 ? `(${unread}) ${title}` : title);

  const goToList = () => navigate(view.listPath + view.search);
  const open = (mail: MailListItem | Mail) => {
    cursor.setCursorId(mail.id);
    if (mail.folder !== mailFolderId.drafts) return navigate(view.itemPath(mail.id));
    // A draft opens in the compose window, with its whole body (a list row carries only an excerpt).
    actions.whole(mail).then((draft) => setCompose({ kind: 'draft', mail: draft }), actions.failed);
  };
  const moveToTrash = async (mail: Mail | MailListItem) => {
    if ((await actions.move([mail.id], mailFolderId.trash)) && mail.id === mailId) goToList();
  };
  // A stable handler, so the rows the page did not change are not drawn again.
  const latestOpen = useRef(open);
  latestOpen.current = open;
  const openRow = useCallback((mail: MailListItem) => latestOpen.current(mail), []);

  const currentMail = (mailId ? openMail : undefined) ?? mails?.find((mail) => mail.id === cursor.currentId);
  const shortcuts: Record<MailShortcut, () => void> = {
    next: () => cursor.step(1),
    previous: () => cursor.step(-1),
    open: () => currentMail && open(currentMail),
    trash: () => currentMail && currentMail.folder !== mailFolderId.trash && void moveToTrash(currentMail),
    star: () => currentMail && void actions.toggleStar(currentMail),
    reply: () => openMail && setCompose({ kind: 'reply', mail: openMail }),
    compose: () => setCompose({ kind: 'new' }),
    search: () => document.querySelector<HTMLElement>('[data-testid="mail-search"]')?.focus(),
    help: openHelp,
  };
  useMailKeyboard((action) => shortcuts[action]());

  return (
    <CollectionLayout
      testId="mail-page"
      side={(close) => <MailSidebar current={view.list} counts={counts} onNavigate={close} />}
      sideToggle={{ label: t('openSidebar'), testId: 'mail-sidebar-toggle' }}
      density={{ view: 'mail', testId: 'mail-density' }}
      title={title}
      subtitle={
        view.known &&
        counts && (
          <span data-testid="mail-unread-count">{unread > 0 ? t('unreadCount', { count: unread }) : t('allRead')}</span>
        )
      }
      actions={
        <MailHeaderActions
          q={q}
          onSearch={(text) => view.setQuery({ q: text })}
          onCompose={() => setCompose({ kind: 'new' })}
          onHelp={openHelp}
        />
      }
    >
      <ListReaderPanes
        listLabel={t('mailList')}
        reading={Boolean(mailId)}
        list={
          view.known ? (
            <>
              <MailListToolbar
                mails={mails ?? []}
                selection={selection}
                actions={actions}
                onChanged={(ids) => mailId && ids.includes(mailId) && goToList()}
              />
              <Box sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto' }}>
                <MailList
                  query={mailsQuery}
                  mails={mails ?? []}
                  searching={q !== ''}
                  selected={selection.selected}
                  currentId={cursor.currentId}
                  onToggleSelected={selection.toggle}
                  onOpen={openRow}
                />
              </Box>
            </>
          ) : (
            <UnknownList
              message={t('unknownList')}
              fallback={{
                to: mailPaths.list(mailPaths.defaultList),
                label: folderName(t, mailPaths.defaultList.handle),
              }}
              testId="mail-unknown-list"
            />
          )
        }
        reader={
          mailId ? (
            <MailReader
              mailId={mailId}
              onBack={goToList}
              onReply={(kind, mail) => setCompose({ kind, mail })}
              onMoveToTrash={(mail) => void moveToTrash(mail)}
              onFlagFailed={actions.failed}
              onMarkedUnread={goToList}
              onMove={async (mail, folderId) => {
                if ((await actions.move([mail.id], folderId)) && mail.id === mailId) goToList();
              }}
              onToggleLabel={(mail, labelId) => void actions.toggleLabel([mail.id], labelId)}
            />
          ) : (
            <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
              {t('selectToRead')}
            </Typography>
          )
        }
      />
      <KeyboardHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} returnFocus={helpReturn} />
      <MailCompose request={compose} onClose={() => setCompose(null)} />
      {actions.toast}
    </CollectionLayout>
  );
}
