import { type Contact, contactsSortFields, contactsViews, isContactsUuid } from '@conecta/contracts/contacts';
import { spreadsheetDelimiter } from '@conecta/contracts/csv-delimiter';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadIcon from '@mui/icons-material/FileUploadOutlined';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import GroupRemoveIcon from '@mui/icons-material/GroupRemoveOutlined';
import MergeIcon from '@mui/icons-material/MergeType';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { GRID_CHECKBOX_SELECTION_COL_DEF, type GridCellParams } from '@mui/x-data-grid';
import { type KeyboardEvent, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { useLiveEvent } from '../../app/live/events';
import { CollectionLayout, UnknownList, useUndoToast } from '../../shell/collection';
import { downloadCsv, ListSearchBox, listGridFrameSx, ServerDataGrid, useServerList } from '../../shell/data-grid';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { lazyWithRetry } from '../../shell/recovery';
import {
  contactsApi,
  useContactsUserQuery,
  useListContactsQuery,
  useRemoveContactsMutation,
  useSetContactsStarredMutation,
  useSetGroupMembersMutation,
  useToggleStarredContactMutation,
} from './api';
import { ContactsSidebar } from './ContactsSidebar';
import { fullName, useContactColumns } from './contactColumns';
import { GroupDialog, type GroupEdit } from './GroupDialog';
import { contactsNamespace } from './locales';

// The dialog and the import load when first opened, not with the list; a failed fetch is retried.
const loadDialog = () => import('./ContactDialog');
const ContactDialog = lazyWithRetry(loadDialog);
const ImportDialog = lazyWithRetry(() => import('./ImportDialog'));
const DuplicatesDialog = lazyWithRetry(() => import('./DuplicatesDialog'));

const filterKeys = ['q'] as const;
const checkboxField = GRID_CHECKBOX_SELECTION_COL_DEF.field;
const gridSlotProps = { root: { 'data-testid': 'contacts-grid' } as object };
const gridSx = {
  border: 0,
  borderRadius: 0,
  '& .MuiDataGrid-row': { cursor: 'pointer' },
  '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within': { outlineOffset: -2 },
} as const;

/** Columns hidden by default on narrower screens, so the name keeps its room. */
const hiddenBelow = { md: ['jobTitle', 'company'], sm: ['phone', 'email'] };

/** The `?contact=` value of the dialog opened on an empty form. */
const newContactParam = 'new';

/** Contacts: the address book's views and groups beside a server-paged table, with a dialog per contact. */
export default function ContactsPage() {
  const { t, i18n } = useTranslation(contactsNamespace);
  const sayMessage = useMessageText();
  const dispatch = useAppDispatch();
  const view = useParams().id ?? 'all';
  const user = useContactsUserQuery();
  const groups = user.data?.groups;
  const knownView = (contactsViews as readonly string[]).includes(view) || isContactsUuid(view);
  const group = groups?.find((entry) => entry.id === view);
  // A group id of the URL that the account does not have: said in place, once the groups are known.
  const unknown = !knownView || (isContactsUuid(view) && groups !== undefined && !group);

  const params = useMemo(() => ({ id: view }), [view]);
  const list = useServerList({
    useQuery: useListContactsQuery,
    filterKeys,
    sortFields: contactsSortFields,
    defaultSort: 'name',
    defaultOrder: 'asc',
    preferencesView: 'contacts',
    hiddenBelow,
    params,
  });
  const { data, selectedIds, clearSelection } = list;
  // Another tab (or device) changed the address book, or the stream is back: read it again.
  useLiveEvent(['contacts-changed', 'ready'], () =>
    dispatch(
      contactsApi.util.invalidateTags([
        { type: 'Contact', id: 'LIST' },
        { type: 'ContactsUser', id: 'ME' },
        { type: 'ContactDuplicates', id: 'ALL' },
      ]),
    ),
  );
  // Once the rows are drawn, the form's chunk is fetched, so the first "New contact" opens at once.
  const listed = Boolean(data);
  useEffect(() => {
    if (listed) void loadDialog();
  }, [listed]);

  const [searchParams, setSearchParams] = useSearchParams();
  const openParam = searchParams.get('contact');
  const setOpen = useCallback(
    (id: string | null) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (id) next.set('contact', id);
          else next.delete('contact');
          return next;
        },
        { replace: id === null },
      ),
    [setSearchParams],
  );

  // Rows removed but still undoable: hidden at once, deleted when the undo window closes.
  const [held, setHeld] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => data?.items.filter((row) => !held.has(row.id)), [data, held]);
  const openContact =
    openParam && openParam !== newContactParam ? rows?.find((row) => row.id === openParam) : undefined;

  const undo = useUndoToast({ testId: 'contacts-undo' });
  const [toggleStar] = useToggleStarredContactMutation();
  const [setStarred] = useSetContactsStarredMutation();
  const [remove] = useRemoveContactsMutation();
  const [setMembers] = useSetGroupMembersMutation();
  const [groupEdit, setGroupEdit] = useState<GroupEdit | null>(null);
  const [groupMenu, setGroupMenu] = useState<HTMLElement | null>(null);
  const [deduplicating, setDeduplicating] = useState(false);

  const failed = useCallback(
    async (error: unknown) => {
      const said = firstServerMessage(readApiFailure(error));
      if (said) await loadMessageTexts(said);
      dispatch(showMessage({ message: said ? sayMessage(said) : t('actionFailed'), variant: 'error' }));
      return false;
    },
    [dispatch, sayMessage, t],
  );

  const starOne = useCallback(
    async (contact: Contact) => {
      try {
        await toggleStar(contact.id).unwrap();
        undo.offerUndo({
          message: t(contact.starred ? 'unstarredOne' : 'starredOne', { name: fullName(contact) }),
          undo: () =>
            toggleStar(contact.id)
              .unwrap()
              .then(() => true, failed),
        });
      } catch (error) {
        await failed(error);
      }
    },
    [toggleStar, undo.offerUndo, t, failed],
  );

  const starSelected = async (starred: boolean) => {
    const before = (rows ?? []).filter((row) => selectedIds.includes(row.id));
    try {
      await setStarred({ contactIds: selectedIds, starred }).unwrap();
      clearSelection();
      // Undo puts back each contact's own star, as it was.
      const wasStarred = before.filter((row) => row.starred).map((row) => row.id);
      const wasNot = before.filter((row) => !row.starred).map((row) => row.id);
      undo.offerUndo({
        message: t(starred ? 'starredMany' : 'unstarredMany', { count: before.length }),
        undo: async () => {
          try {
            if (wasStarred.length > 0) await setStarred({ contactIds: wasStarred, starred: true }).unwrap();
            if (wasNot.length > 0) await setStarred({ contactIds: wasNot, starred: false }).unwrap();
            return true;
          } catch (error) {
            return failed(error);
          }
        },
      });
    } catch (error) {
      await failed(error);
    }
  };

  const removeSelected = () => {
    const ids = [...selectedIds];
    clearSelection();
    setHeld((previous) => new Set([...previous, ...ids]));
    const release = () => setHeld((previous) => new Set([...previous].filter((id) => !ids.includes(id))));
    undo.offerUndo({
      message: t('removedMany', { count: ids.length }),
      undo: release,
      commit: () => void remove(ids).unwrap().catch(failed).finally(release),
    });
  };

  /** The selection joins `target`, or leaves the group on screen; undo does the opposite. */
  const changeMembership = async (target: { id: string; name: string }, member: boolean) => {
    setGroupMenu(null);
    const ids = [...selectedIds];
    const run = (join: boolean) => setMembers({ groupId: target.id, contactIds: ids, member: join }).unwrap();
    try {
      await run(member);
      clearSelection();
      undo.offerUndo({
        message: t(member ? 'addedToGroup' : 'removedFromGroup', { count: ids.length, group: target.name }),
        undo: () => run(!member).then(() => true, failed),
      });
    } catch (error) {
      await failed(error);
    }
  };

  const columns = useContactColumns(t, starOne);
  const openRow = useCallback(
    (cell: GridCellParams) => {
      if (cell.field !== checkboxField && cell.field !== 'starred') setOpen(String(cell.id));
    },
    [setOpen],
  );
  const onCellKeyDown = useCallback(
    (cell: GridCellParams, event: KeyboardEvent) => {
      if (event.key === 'Enter') openRow(cell);
    },
    [openRow],
  );

  const [exportMenu, setExportMenu] = useState<HTMLElement | null>(null);
  const [importing, setImporting] = useState(false);
  const exportAs = async (format: 'csv' | 'vcf') => {
    setExportMenu(null);
    const { q } = list.filters as { q?: string };
    try {
      await downloadCsv(
        '/contacts-app/export',
        {
          id: view,
          format,
          delimiter: spreadsheetDelimiter(i18n.language),
          ...(q ? { q } : {}),
          sort: list.list.apiParams.sort ?? 'name',
          order: list.list.apiParams.order ?? 'asc',
        },
        `contacts.${format}`,
      );
    } catch {
      dispatch(showMessage({ message: t('exportFailed'), variant: 'error' }));
    }
  };

  const title =
    view === 'all' || view === 'frequent' || view === 'starred' ? t(`view_${view}`) : (group?.name ?? t('appTitle'));
  const total = data ? t('count', { count: data.total }) : '';

  return (
    <CollectionLayout
      testId="contacts-page"
      side={(close) => (
        <ContactsSidebar
          current={view}
          groups={groups}
          onNew={() => setOpen(newContactParam)}
          onEditGroup={setGroupEdit}
          onNavigate={close}
        />
      )}
      sideToggle={{ label: t('views'), testId: 'contacts-views-button' }}
      title={title}
      subtitle={<span data-testid="contacts-count">{total}</span>}
      actions={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<MergeIcon />}
            onClick={() => setDeduplicating(true)}
            data-testid="contacts-duplicates-open"
          >
            {t('findDuplicates')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<FileUploadIcon />}
            onClick={() => setImporting(true)}
            data-testid="contacts-import"
          >
            {t('import')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            onClick={(event) => setExportMenu(event.currentTarget)}
            aria-haspopup="menu"
            data-testid="contacts-export"
          >
            {t('export')}
          </Button>
          <Menu anchorEl={exportMenu} open={exportMenu !== null} onClose={() => setExportMenu(null)}>
            <MenuItem onClick={() => void exportAs('csv')}>{t('exportCsv')}</MenuItem>
            <MenuItem onClick={() => void exportAs('vcf')}>{t('exportVcf')}</MenuItem>
          </Menu>
        </Box>
      }
    >
      {unknown ? (
        <UnknownList
          message={t('unknownView')}
          fallback={{ to: '/apps/contacts/all', label: t('view_all') }}
          testId="contacts-unknown-view"
        />
      ) : (
        <Paper variant="outlined" sx={{ ...listGridFrameSx, m: { xs: 1, sm: 2 } }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              p: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {selectedIds.length > 0 ? (
              <Box
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                data-testid="contacts-bulk-bar"
              >
                <Typography sx={{ px: 1 }} data-testid="contacts-selected-count">
                  {t('selected', { count: selectedIds.length })}
                </Typography>
                <Button
                  startIcon={<StarIcon />}
                  onClick={() => void starSelected(true)}
                  data-testid="contacts-bulk-star"
                >
                  {t('star')}
                </Button>
                <Button
                  startIcon={<StarBorderIcon />}
                  onClick={() => void starSelected(false)}
                  data-testid="contacts-bulk-unstar"
                >
                  {t('unstar')}
                </Button>
                <Button
                  startIcon={<GroupAddIcon />}
                  onClick={(event) => setGroupMenu(event.currentTarget)}
                  aria-haspopup="menu"
                  data-testid="contacts-bulk-add-to-group"
                >
                  {t('addToGroup')}
                </Button>
                <Menu anchorEl={groupMenu} open={groupMenu !== null} onClose={() => setGroupMenu(null)}>
                  {groups?.length ? (
                    groups.map((entry) => (
                      <MenuItem key={entry.id} onClick={() => void changeMembership(entry, true)}>
                        {entry.name}
                      </MenuItem>
                    ))
                  ) : (
                    <MenuItem disabled>{t('noGroups')}</MenuItem>
                  )}
                </Menu>
                {group && (
                  <Button
                    startIcon={<GroupRemoveIcon />}
                    onClick={() => void changeMembership(group, false)}
                    data-testid="contacts-bulk-remove-from-group"
                  >
                    {t('removeFromGroup')}
                  </Button>
                )}
                <Button
                  color="error"
                  startIcon={<DeleteIcon />}
                  onClick={removeSelected}
                  data-testid="contacts-bulk-remove"
                >
                  {t('remove')}
                </Button>
              </Box>
            ) : (
              <ListSearchBox
                value={list.search}
                onSearch={list.setSearch}
                label={t('search')}
                clearLabel={t('clearSearch')}
                testId="contacts-search"
                sx={{ flexGrow: 1, maxWidth: 420 }}
              />
            )}
          </Box>
          <Box
            sx={{ flex: '1 1 0', minHeight: 360, display: 'flex', flexDirection: 'column' }}
            onPointerEnter={() => void loadDialog()}
          >
            <ServerDataGrid<Contact>
              label={title}
              {...list.gridProps}
              rows={rows}
              columns={columns}
              emptyText={list.search ? t('emptySearch', { q: list.search }) : t('empty')}
              checkboxSelection
              disableRowSelectionOnClick
              onCellClick={openRow}
              onCellKeyDown={onCellKeyDown}
              slotProps={gridSlotProps}
              sx={gridSx}
            />
          </Box>
        </Paper>
      )}
      <Suspense fallback={null}>
        {openParam && (openParam === newContactParam || openContact) && (
          <ContactDialog contact={openContact} onClose={() => setOpen(null)} />
        )}
        {importing && <ImportDialog onClose={() => setImporting(false)} />}
        {deduplicating && <DuplicatesDialog onClose={() => setDeduplicating(false)} />}
      </Suspense>
      {groupEdit && <GroupDialog edit={groupEdit} onClose={() => setGroupEdit(null)} />}
      {undo.toast}
    </CollectionLayout>
  );
}
