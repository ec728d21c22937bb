import {
  type FileManagerItem,
  type FileManagerSortField,
  fileManagerSortFields,
} from '@conecta/contracts/file-manager';
import { resumableUploadPartBytes } from '@conecta/contracts/file-uses';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import DriveFolderUploadIcon from '@mui/icons-material/DriveFolderUpload';
import FileCopyOutlinedIcon from '@mui/icons-material/FileCopyOutlined';
import GridViewIcon from '@mui/icons-material/GridView';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RestoreFromTrashOutlinedIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import TableRowsIcon from '@mui/icons-material/TableRows';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type DragEvent, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { useUpload, useUploadInParts } from '../../app/upload';
import { BulkBar, CollectionListStates } from '../../shell/collection';
import { ConfirmDialog } from '../../shell/dialog/ConfirmDialog';
import { useUploadUsageQuery } from '../../shell/files/api';
import { downloadFile } from '../../shell/files/downloadFile';
import { fileSize } from '../../shell/files/fileSize';
import { loadMessageTexts, type SaidMessage, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { PageHeader } from '../../shell/PageHeader';
import { lazyWithRetry } from '../../shell/recovery';
import { visuallyHidden } from '../../shell/visuallyHidden';
import {
  invalidateFileManagerList,
  useChangeFileManagerItemMutation,
  useCopyFileManagerItemsMutation,
  useCreateFileManagerFolderMutation,
  useDeleteFileManagerItemsMutation,
  useListFileManagerFilesInfiniteQuery,
  useMoveFileManagerItemsMutation,
  useRestoreFileManagerItemsMutation,
  useTrashFileManagerItemsMutation,
} from './api';
import { FileDetails } from './FileDetails';
import { ItemIcon, useItemTexts } from './itemTexts';
import { fileManagerNamespace } from './locales';

// The dialogs load when one is opened, not with the list; a failed fetch is retried.
const NameDialog = lazyWithRetry(() =>
  import('./FileManagerDialogs').then((module) => ({ default: module.NameDialog })),
);
const MoveDialog = lazyWithRetry(() =>
  import('./FileManagerDialogs').then((module) => ({ default: module.MoveDialog })),
);

/** What a drag of drive items carries: their ids. */
const dragType = 'application/x-conecta-drive-items';

type Dialog =
  | { kind: 'folder' }
  | { kind: 'rename'; item: FileManagerItem }
  | { kind: 'move'; ids: string[] }
  | { kind: 'delete'; ids: string[] };

interface Progress {
  index: number;
  total: number;
  name: string;
  fraction: number;
  /** A dropped connection being waited out: its attempt (0: none). */
  retrying: number;
}

const isSortField = (value: string | null): value is FileManagerSortField =>
  fileManagerSortFields.some((field) => field === value);

/** File manager: the company drive, a folder at a time (or the trash), as a table or a grid, with a details panel. */
export default function FileManagerPage() {
  const { t, i18n } = useTranslation(fileManagerNamespace);
  const say = useMessageText();
  const dispatch = useAppDispatch();
  const upload = useUpload();
  const uploadInParts = useUploadInParts();
  const texts = useItemTexts();
  const [params, setParams] = useSearchParams();
  const folder = params.get('folder') ?? undefined;
  const trash = params.get('trash') === '1';
  const layout = params.get('layout') === 'grid' ? 'grid' : 'table';
  const sortParam = params.get('sort');
  const sort: FileManagerSortField = isSortField(sortParam) ? sortParam : 'name';
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const list = useListFileManagerFilesInfiniteQuery({ folder, trash, sort, order });
  const usage = useUploadUsageQuery();
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const breadcrumb = list.data?.pages[0]?.breadcrumb ?? [];
  const total = list.data?.pages[0]?.total;

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  const [createFolder] = useCreateFileManagerFolderMutation();
  const [change] = useChangeFileManagerItemMutation();
  const [move] = useMoveFileManagerItemsMutation();
  const [copy] = useCopyFileManagerItemsMutation();
  const [trashItems] = useTrashFileManagerItemsMutation();
  const [restore] = useRestoreFileManagerItemsMutation();
  const [remove] = useDeleteFileManagerItemsMutation();

  // Another folder (or the trash) starts with nothing selected.
  const place = `${folder ?? ''}|${trash}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the place is what resets the selection
  useEffect(() => {
    setSelected(new Set());
  }, [place]);
  // A browser only reads a folder's files from an input that asks for a directory.
  useEffect(() => {
    folderInput.current?.setAttribute('webkitdirectory', '');
  }, []);

  const go = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const openFolder = (id: string | undefined) => go({ folder: id, trash: undefined });
  const open = (item: FileManagerItem) => {
    if (item.type === 'folder' && !trash) openFolder(item.id);
    else setDetailsId(item.id);
  };

  /** Says a refusal in the user's language; answers the message code it said. */
  const fail = async (error: unknown): Promise<SaidMessage | undefined> => {
    const failure = readApiFailure(error);
    const code = firstServerMessage(failure);
    if (code) await loadMessageTexts(code);
    dispatch(showMessage({ message: code ? say(code) : t('actionFailed'), variant: 'error' }));
    return code;
  };
  const done = (message: string) => dispatch(showMessage({ message, variant: 'success' }));
  const run = async (action: () => Promise<unknown>, message: string): Promise<boolean> => {
    try {
      await action();
      done(message);
      return true;
    } catch (error) {
      await fail(error);
      return false;
    }
  };

  const uploadAll = async (files: File[]) => {
    let uploaded = 0;
    for (const [index, file] of files.entries()) {
      const relative = file.webkitRelativePath ?? '';
      const path = relative.includes('/') ? relative.slice(0, relative.lastIndexOf('/')) : '';
      const query = new URLSearchParams({ ...(folder ? { folder } : {}), ...(path ? { path } : {}) });
      const shown = { index, total: files.length, name: file.name, fraction: 0, retrying: 0 };
      setProgress(shown);
      const onProgress = (fraction: number) => setProgress({ ...shown, fraction });
      const url = `/api/file-manager-app/files${file.size > resumableUploadPartBytes ? '/resumable' : ''}${query.size ? `?${query}` : ''}`;
      // A large file goes in parts: a dropped connection resumes where it stopped, and so does the same file chosen
      // again after a reload.
      const result =
        file.size > resumableUploadPartBytes
          ? await uploadInParts<FileManagerItem>({
              use: 'file-manager',
              file,
              completeUrl: url,
              onProgress: (fraction) => {
                shown.fraction = fraction;
                onProgress(fraction);
              },
              onRetry: (attempt) => {
                shown.retrying = attempt;
                setProgress({ ...shown });
              },
            })
          : await upload<FileManagerItem>({ url, file, onProgress });
      if (result.ok) uploaded += 1;
      else if (result.sessionEnded) break;
      else {
        const code = firstServerMessage(result.failure);
        if (code) await loadMessageTexts(code);
        dispatch(
          showMessage({
            message: t('uploadFailed', { name: file.name, reason: code ? say(code) : t('actionFailed') }),
            variant: 'error',
          }),
        );
      }
    }
    setProgress(null);
    dispatch(invalidateFileManagerList());
    void usage.refetch();
    if (uploaded > 0) done(t('uploaded', { count: uploaded }));
  };
  const chooseFiles = (input: HTMLInputElement | null) => {
    const files = [...(input?.files ?? [])];
    if (input) input.value = '';
    if (files.length > 0) void uploadAll(files);
  };

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const selection = items.filter((item) => selected.has(item.id));
  const changeable = selection.length > 0 && selection.every((item) => item.canChange);
  const ids = selection.map((item) => item.id);
  const clear = () => setSelected(new Set());

  const moveTo = async (moved: string[], parentId: string | null) => {
    const ok = await run(() => move({ ids: moved, parentId }).unwrap(), t('moved', { count: moved.length }));
    if (ok) clear();
    return ok;
  };

  // Dragging: an item the user may change carries itself (or the whole selection it is part of) onto a folder.
  const dragStart = (event: DragEvent, item: FileManagerItem) => {
    const dragged = selected.has(item.id) ? ids : [item.id];
    event.dataTransfer.setData(dragType, JSON.stringify(dragged));
    event.dataTransfer.effectAllowed = 'move';
  };
  const dropProps = (targetId: string | null) => ({
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(dragType)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropTarget(targetId ?? 'top');
    },
    onDragLeave: () => setDropTarget(null),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDropTarget(null);
      const dragged = JSON.parse(event.dataTransfer.getData(dragType) || '[]') as string[];
      const moving = dragged.filter((id) => id !== targetId);
      if (moving.length > 0) void moveTo(moving, targetId);
    },
  });

  const itemActions = (item: FileManagerItem) =>
    item.canChange &&
    (item.trashed ? (
      <>
        <Button
          startIcon={<RestoreFromTrashOutlinedIcon />}
          onClick={() => void run(() => restore([item.id]).unwrap(), t('restored', { count: 1 }))}
        >
          {t('restore')}
        </Button>
        <Button
          color="error"
          startIcon={<DeleteForeverOutlinedIcon />}
          onClick={() => setDialog({ kind: 'delete', ids: [item.id] })}
        >
          {t('deleteForever')}
        </Button>
      </>
    ) : (
      <>
        <Button startIcon={<DriveFileRenameOutlineIcon />} onClick={() => setDialog({ kind: 'rename', item })}>
          {t('rename')}
        </Button>
        <Button startIcon={<DriveFileMoveOutlinedIcon />} onClick={() => setDialog({ kind: 'move', ids: [item.id] })}>
          {t('move')}
        </Button>
        <Button
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={() =>
            void run(() => trashItems([item.id]).unwrap(), t('trashed', { count: 1 })).then(
              (ok) => ok && setDetailsId(null),
            )
          }
        >
          {t('moveToTrash')}
        </Button>
      </>
    ));

  const download = (item: FileManagerItem) => {
    if (!item.url) return;
    downloadFile(item.url.replace(/^\/api/, ''), {}, item.name).catch(() =>
      dispatch(showMessage({ message: t('downloadFailed'), variant: 'error' })),
    );
  };

  const moveTargets = (moving: string[]) => [
    { id: null, label: t('drive') },
    ...breadcrumb.map((crumb, index) => ({ id: crumb.id, label: `${'— '.repeat(index + 1)}${crumb.name}` })),
    ...items
      .filter((item) => item.type === 'folder' && !moving.includes(item.id))
      .map((item) => ({ id: item.id, label: `${'— '.repeat(breadcrumb.length + 1)}${item.name}` })),
  ];

  const date = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(value));
  const size = (item: FileManagerItem) => (item.type === 'folder' ? '—' : fileSize(item.size, i18n.language));
  const dropHighlight = (id: string) => (dropTarget === id ? { outline: 2, outlineColor: 'primary.main' } : {});

  const sortHeader = (field: FileManagerSortField, label: string) => (
    <TableSortLabel
      active={sort === field}
      direction={sort === field ? order : 'asc'}
      onClick={() => go({ sort: field, order: sort === field && order === 'asc' ? 'desc' : 'asc' })}
    >
      {label}
    </TableSortLabel>
  );

  const table = (
    <Table size="small" aria-label={t('appTitle')} data-testid="file-manager-table">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell sortDirection={sort === 'name' ? order : false}>{sortHeader('name', t('col_name'))}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{sortHeader('type', t('col_type'))}</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('col_owner')}</TableCell>
          <TableCell>{sortHeader('size', t('col_size'))}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
            {sortHeader('modified', t('col_modified'))}
          </TableCell>
          <TableCell padding="checkbox">
            <Box component="span" sx={visuallyHidden}>
              {t('details')}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow
            key={item.id}
            hover
            selected={selected.has(item.id) || detailsId === item.id}
            draggable={item.canChange && !trash}
            onDragStart={(event) => dragStart(event, item)}
            {...(item.type === 'folder' && !trash ? dropProps(item.id) : {})}
            sx={dropHighlight(item.id)}
            data-testid="file-manager-row"
          >
            <TableCell padding="checkbox">
              <Checkbox
                checked={selected.has(item.id)}
                onChange={() => toggle(item.id)}
                slotProps={{ input: { 'aria-label': t('select', { name: item.name }) } }}
              />
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <ItemIcon item={item} fontSize="small" />
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  color="inherit"
                  onClick={() => open(item)}
                  sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}
                >
                  {item.name}
                </Link>
              </Box>
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{texts.type(item)}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{texts.owner(item)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{size(item)}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
              {date(item.modified)}
            </TableCell>
            <TableCell padding="checkbox">
              <IconButton aria-label={t('detailsOf', { name: item.name })} onClick={() => setDetailsId(item.id)}>
                <InfoOutlinedIcon fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );

  const grid = (
    <Box
      component="ul"
      aria-label={t('appTitle')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 1.5,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
      }}
    >
      {items.map((item) => (
        <Card
          component="li"
          key={item.id}
          variant="outlined"
          draggable={item.canChange && !trash}
          onDragStart={(event: DragEvent) => dragStart(event, item)}
          {...(item.type === 'folder' && !trash ? dropProps(item.id) : {})}
          sx={{ position: 'relative', ...dropHighlight(item.id) }}
          data-testid="file-manager-card"
        >
          <Checkbox
            checked={selected.has(item.id)}
            onChange={() => toggle(item.id)}
            slotProps={{ input: { 'aria-label': t('select', { name: item.name }) } }}
            sx={{ position: 'absolute', insetInlineStart: 0, top: 0, zIndex: 1 }}
          />
          <CardActionArea
            onClick={() => open(item)}
            sx={{ p: 2, pt: 4, display: 'grid', justifyItems: 'center', gap: 1 }}
          >
            <ItemIcon item={item} sx={{ fontSize: 48 }} />
            <Typography variant="body2" sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
              {item.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {item.type === 'folder' ? texts.type(item) : size(item)}
            </Typography>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );

  const lead = usage.data
    ? t('usage', {
        used: fileSize(usage.data.usedBytes, i18n.language),
        quota: fileSize(usage.data.quotaBytes, i18n.language),
      })
    : '';

  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start' }}>
      <PageHeader title={t('appTitle')}>
        {[t('lead'), total === undefined ? '' : t('count', { count: total }), lead].filter(Boolean).join(' ')}
      </PageHeader>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {!trash && (
          <>
            <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => filesInput.current?.click()}>
              {t('uploadFiles')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DriveFolderUploadIcon />}
              onClick={() => folderInput.current?.click()}
            >
              {t('uploadFolder')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<CreateNewFolderOutlinedIcon />}
              onClick={() => setDialog({ kind: 'folder' })}
            >
              {t('newFolder')}
            </Button>
          </>
        )}
        <input
          ref={filesInput}
          type="file"
          multiple
          hidden
          aria-label={t('uploadFiles')}
          data-testid="file-manager-files-input"
          onChange={(event) => chooseFiles(event.currentTarget)}
        />
        <input
          ref={folderInput}
          type="file"
          multiple
          hidden
          aria-label={t('uploadFolder')}
          data-testid="file-manager-folder-input"
          onChange={(event) => chooseFiles(event.currentTarget)}
        />
        <Button
          variant={trash ? 'contained' : 'text'}
          color={trash ? 'secondary' : 'inherit'}
          startIcon={<DeleteOutlineIcon />}
          onClick={() => go({ trash: trash ? undefined : '1', folder: undefined })}
          aria-pressed={trash}
          data-testid="file-manager-trash"
        >
          {t('trash')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {layout === 'grid' && (
          <TextField
            select
            size="small"
            label={t('sortBy')}
            value={`${sort}:${order}`}
            onChange={(event) => {
              const [field, direction] = event.target.value.split(':');
              go({ sort: field, order: direction });
            }}
            slotProps={{ select: { native: true } }}
          >
            {fileManagerSortFields.flatMap((field) =>
              (['asc', 'desc'] as const).map((direction) => (
                <option key={`${field}:${direction}`} value={`${field}:${direction}`}>
                  {`${t(`sort_${field}`)} (${t(`order_${direction}`)})`}
                </option>
              )),
            )}
          </TextField>
        )}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={layout}
          aria-label={t('view')}
          onChange={(_event, value: string | null) => value && go({ layout: value === 'grid' ? 'grid' : undefined })}
        >
          <ToggleButton value="table" aria-label={t('viewTable')}>
            <TableRowsIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="grid" aria-label={t('viewGrid')}>
            <GridViewIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>

      <Breadcrumbs aria-label={t('breadcrumb')} data-testid="file-manager-breadcrumb">
        {trash ? (
          <Typography color="text.primary">{t('trash')}</Typography>
        ) : (
          [
            breadcrumb.length === 0 ? (
              <Typography key="top" color="text.primary" aria-current="page">
                {t('drive')}
              </Typography>
            ) : (
              <Link
                key="top"
                component="button"
                type="button"
                underline="hover"
                color="inherit"
                onClick={() => openFolder(undefined)}
                {...dropProps(null)}
                sx={dropHighlight('top')}
              >
                {t('drive')}
              </Link>
            ),
            ...breadcrumb.map((crumb, index) =>
              index === breadcrumb.length - 1 ? (
                <Typography key={crumb.id} color="text.primary" aria-current="page">
                  {crumb.name}
                </Typography>
              ) : (
                <Link
                  key={crumb.id}
                  component="button"
                  type="button"
                  underline="hover"
                  color="inherit"
                  onClick={() => openFolder(crumb.id)}
                  {...dropProps(crumb.id)}
                  sx={dropHighlight(crumb.id)}
                >
                  {crumb.name}
                </Link>
              ),
            ),
          ]
        )}
      </Breadcrumbs>

      {progress && (
        <Box role="status" sx={{ display: 'grid', gap: 0.5 }} data-testid="file-manager-progress">
          <Typography variant="body2">
            {t('uploading', { done: progress.index + 1, total: progress.total, name: progress.name })}
          </Typography>
          {progress.retrying > 0 && (
            <Typography variant="body2" color="warning.main" data-testid="file-manager-retrying">
              {t('uploadRetrying', { attempt: progress.retrying })}
            </Typography>
          )}
          <LinearProgress
            variant="determinate"
            value={Math.round(progress.fraction * 100)}
            aria-label={t('uploading', { done: progress.index + 1, total: progress.total, name: progress.name })}
          />
        </Box>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: detailsId ? 'minmax(0, 1fr) 340px' : 'minmax(0, 1fr)' },
        }}
      >
        <Paper variant="outlined" sx={{ minWidth: 0, overflowX: 'auto' }}>
          <BulkBar
            shown={items.length}
            selected={selection.length}
            onSelectAll={(all) => setSelected(all ? new Set(items.map((item) => item.id)) : new Set())}
            texts={{ selectAll: t('selectAll'), selectedCount: t('selected', { count: selection.length }) }}
            testId="file-manager"
          >
            {trash ? (
              <>
                <Button
                  startIcon={<RestoreFromTrashOutlinedIcon />}
                  disabled={!changeable}
                  onClick={() =>
                    void run(() => restore(ids).unwrap(), t('restored', { count: ids.length })).then(
                      (ok) => ok && clear(),
                    )
                  }
                >
                  {t('restore')}
                </Button>
                <Button
                  color="error"
                  startIcon={<DeleteForeverOutlinedIcon />}
                  disabled={!changeable}
                  onClick={() => setDialog({ kind: 'delete', ids })}
                >
                  {t('deleteForever')}
                </Button>
              </>
            ) : (
              <>
                <Button
                  startIcon={<DriveFileMoveOutlinedIcon />}
                  disabled={!changeable}
                  onClick={() => setDialog({ kind: 'move', ids })}
                >
                  {t('move')}
                </Button>
                <Button
                  startIcon={<FileCopyOutlinedIcon />}
                  onClick={() =>
                    void run(
                      () => copy({ ids, parentId: folder ?? null }).unwrap(),
                      t('copied', { count: ids.length }),
                    ).then((ok) => ok && clear())
                  }
                >
                  {t('copy')}
                </Button>
                <Button
                  color="error"
                  startIcon={<DeleteOutlineIcon />}
                  disabled={!changeable}
                  onClick={() =>
                    void run(() => trashItems(ids).unwrap(), t('trashed', { count: ids.length })).then(
                      (ok) => ok && clear(),
                    )
                  }
                >
                  {t('moveToTrash')}
                </Button>
              </>
            )}
          </BulkBar>
          <CollectionListStates
            query={list}
            count={items.length}
            texts={{
              loading: t('loading'),
              failed: t('loadFailed'),
              retry: t('retry'),
              empty: trash ? t('emptyTrash') : t('empty'),
              more: t('showMore'),
            }}
            testIds={{
              loading: 'file-manager-loading',
              error: 'file-manager-error',
              empty: 'file-manager-empty',
              more: 'file-manager-show-more',
            }}
            skeleton={{ circle: 24, lines: ['50%', '20%'] }}
          >
            {layout === 'grid' ? grid : table}
          </CollectionListStates>
        </Paper>
        {detailsId && (
          <FileDetails id={detailsId} onClose={() => setDetailsId(null)} onDownload={download} actions={itemActions} />
        )}
      </Box>

      <Suspense fallback={null}>
        {dialog?.kind === 'folder' && (
          <NameDialog
            title={t('newFolder')}
            label={t('folderName')}
            confirm={t('create')}
            initial=""
            onClose={() => setDialog(null)}
            onSave={async (name) => {
              try {
                await createFolder({ name, parentId: folder ?? null }).unwrap();
                done(t('folderCreated'));
                return undefined;
              } catch (error) {
                return fail(error);
              }
            }}
          />
        )}
        {dialog?.kind === 'rename' && (
          <NameDialog
            title={t('renameTitle', { name: dialog.item.name })}
            label={t('newName')}
            confirm={t('save')}
            initial={dialog.item.name}
            onClose={() => setDialog(null)}
            onSave={async (name) => {
              try {
                await change({ id: dialog.item.id, changes: { name } }).unwrap();
                done(t('renamed'));
                return undefined;
              } catch (error) {
                return fail(error);
              }
            }}
          />
        )}
        {dialog?.kind === 'move' && (
          <MoveDialog
            title={t('moveTitle', { count: dialog.ids.length })}
            targets={moveTargets(dialog.ids)}
            onClose={() => setDialog(null)}
            onMove={(parentId) => moveTo(dialog.ids, parentId)}
          />
        )}
      </Suspense>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('deleteTitle', { count: dialog?.kind === 'delete' ? dialog.ids.length : 0 })}
        message={t('deleteMessage')}
        confirmLabel={t('deleteForever')}
        cancelLabel={t('cancel')}
        destructive
        confirmTestId="file-manager-delete-confirm"
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          const deleting = dialog?.kind === 'delete' ? dialog.ids : [];
          setDialog(null);
          void run(() => remove(deleting).unwrap(), t('deleted', { count: deleting.length })).then((ok) => {
            if (!ok) return;
            clear();
            if (detailsId && deleting.includes(detailsId)) setDetailsId(null);
          });
        }}
      />
    </Box>
  );
}
