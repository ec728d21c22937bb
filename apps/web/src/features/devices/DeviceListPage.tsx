import { spreadsheetDelimiter } from '@conecta/contracts/csv-delimiter';
import { type Device, type DeviceOwner, deviceSortFields } from '@conecta/contracts/devices';
import { authRoles, hasPermission } from '@conecta/contracts/roles';
import AddIcon from '@mui/icons-material/Add';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { GRID_CHECKBOX_SELECTION_COL_DEF, type GridCellParams, type GridRowClassNameParams } from '@mui/x-data-grid';
import { type KeyboardEvent, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectUserRoles } from '../../app/session/authSlice';
import { ListExportButton, listGridFrameSx, listPageSx, ServerDataGrid, useServerList } from '../../shell/data-grid';
import { useCoversEdge } from '../../shell/layout/edgeCover';
import { PageHeader } from '../../shell/PageHeader';
import { lazyWithRetry } from '../../shell/recovery';
import { useListDevicesQuery } from './api';
import { DeviceFilters, deviceFilterKeys } from './DeviceFilters';
import { defaultHiddenColumns, narrowScreenHiddenColumns, useDeviceColumns } from './deviceColumns';
import { useDeviceText } from './labels';

// What the list does not need to appear comes later: the drawer with its form and history, the bulk
// actions (staff, once rows are selected), and the import dialog with the CSV parser, load when first used.
const loadDrawer = () => import('./DeviceDrawer');
const DeviceDrawer = lazyWithRetry(loadDrawer);
const loadBulkBar = () => import('./BulkBar');
const BulkBar = lazyWithRetry(() => loadBulkBar().then((module) => ({ default: module.BulkBar })));
const ImportDialog = lazyWithRetry(() => import('./ImportDialog'));

/** The `?device=` value of the drawer opened on an empty form. */
export const newDeviceParam = 'new';

const checkboxField = GRID_CHECKBOX_SELECTION_COL_DEF.field;

const gridSlotProps = {
  root: { 'data-testid': 'device-grid' } as object,
  toolbar: {
    showQuickFilter: false,
    csvOptions: { disableToolbarButton: true },
    printOptions: { disableToolbarButton: true },
  },
};

const gridSx = {
  border: 0,
  borderRadius: 0,
  '& .MuiDataGrid-row': { cursor: 'pointer' },
  '& .device-row-open': { bgcolor: 'action.selected' },
  '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within': { outlineOffset: -2 },
} as const;

/** The fleet: a server-paged grid with filters in the URL, bulk actions, a device drawer, CSV export and import. */
export default function DeviceListPage() {
  const text = useDeviceText();
  const roles = useAppSelector(selectUserRoles);
  const canWrite = hasPermission(authRoles.staff, roles);
  const isAdmin = hasPermission(authRoles.admin, roles);
  // The file opens in the user's spreadsheet as columns: `;` where the comma is the decimal separator.
  const csvExport = useMemo(
    () => ({
      path: '/devices/export.csv',
      fileName: 'devices.csv',
      params: { delimiter: spreadsheetDelimiter(text.language) },
    }),
    [text.language],
  );

  const list = useServerList({
    useQuery: useListDevicesQuery,
    filterKeys: deviceFilterKeys,
    sortFields: deviceSortFields,
    defaultSort: 'updatedAt',
    defaultOrder: 'desc',
    preferencesView: 'devices',
    defaultHiddenColumns,
    hiddenBelow: narrowScreenHiddenColumns,
    csvExport,
  });
  const { data, selectedIds } = list;
  const rows = data?.items;

  // "Select all N": every device the filters match, offered once the header checkbox has taken the
  // whole page and more match. It belongs to the view it was offered on, like the page's selection.
  const view = JSON.stringify(list.list.apiParams);
  const [allChosenIn, setAllChosenIn] = useState<string | null>(null);
  const pageSelected = Boolean(rows?.length) && selectedIds.length === rows?.length;
  const moreMatch = Boolean(data && rows && data.total > rows.length);
  const allMatching =
    allChosenIn === view && pageSelected && data
      ? { filter: list.filters as Record<string, string>, total: data.total, estimate: data.totalIsEstimate }
      : null;
  const offerAll = useMemo(
    () =>
      pageSelected && moreMatch && data
        ? { total: data.total, estimate: data.totalIsEstimate, select: () => setAllChosenIn(view) }
        : null,
    [pageSelected, moreMatch, data, view],
  );
  const columns = useDeviceColumns(text);

  // The open device lives in the URL too, so a link opens it and a reload keeps it open.
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('device');
  useCoversEdge(Boolean(openId));
  // Opening adds a history entry (Back closes the drawer); closing, or moving from the new-device form
  // to the device just created, replaces it.
  const setOpenId = useCallback(
    (id: string | null, replace = id === null) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (id) next.set('device', id);
          else next.delete('device');
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );

  useFocusBackFromDrawer(openId);

  const knownOwners = useMemo(() => {
    const owners = new Map<string, DeviceOwner>();
    for (const row of rows ?? []) if (row.owner) owners.set(row.owner.id, row.owner);
    return owners;
  }, [rows]);

  // Stable handlers: the grid is memoised on its props, so a page render does not redraw every row.
  const openRow = useCallback(
    (params: GridCellParams) => {
      // The checkbox selects; every other cell opens the device (once: no second history entry).
      if (params.field !== checkboxField && String(params.id) !== openId) setOpenId(String(params.id));
    },
    [openId, setOpenId],
  );
  const onCellKeyDown = useCallback(
    (params: GridCellParams, event: KeyboardEvent) => {
      if (event.key === 'Enter') openRow(params);
    },
    [openRow],
  );
  const getRowClassName = useCallback(
    (params: GridRowClassNameParams) => (params.id === openId ? 'device-row-open' : ''),
    [openId],
  );

  const [importing, setImporting] = useState(false);

  const total = data
    ? data.totalIsEstimate
      ? text.t('totalEstimate', { total: text.number(data.total) })
      : text.t('total', { count: data.total, total: text.number(data.total) })
    : null;

  return (
    <Box sx={listPageSx}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <PageHeader title={text.t('title')}>
            <span data-testid="device-total">{total ?? <Skeleton width={120} sx={{ display: 'inline-block' }} />}</span>
          </PageHeader>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <ListExportButton list={list} testId="device-export" />
          {isAdmin && (
            <Button
              variant="outlined"
              startIcon={<FileUploadOutlinedIcon />}
              onClick={() => setImporting(true)}
              data-testid="device-import"
            >
              {text.t('importCsv')}
            </Button>
          )}
          {canWrite && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setOpenId(newDeviceParam)}
              onPointerEnter={() => void loadDrawer()}
              data-testid="device-new"
            >
              {text.t('newDevice')}
            </Button>
          )}
        </Box>
      </Box>

      <Paper variant="outlined" sx={listGridFrameSx}>
        <DeviceFilters list={list} text={text} knownOwners={knownOwners} />
        {canWrite && selectedIds.length > 0 && (
          <Suspense fallback={null}>
            <BulkBar
              ids={selectedIds}
              allMatching={allMatching}
              offerAll={offerAll}
              canDelete={isAdmin}
              text={text}
              onDone={() => {
                setAllChosenIn(null);
                list.clearSelection();
              }}
            />
          </Suspense>
        )}
        <Box
          sx={{ flex: '1 1 0', minHeight: 0, display: 'flex', flexDirection: 'column' }}
          // Fetch the drawer's (and for staff the bulk actions') code while the pointer nears a row, before the click.
          onPointerEnter={() => {
            void loadDrawer();
            if (canWrite) void loadBulkBar();
          }}
        >
          <ServerDataGrid<Device>
            label={text.t('gridLabel')}
            {...list.gridProps}
            columns={columns}
            emptyText={list.hasFilters ? text.t('emptyFiltered') : text.t('emptyFleet')}
            checkboxSelection={canWrite}
            disableRowSelectionOnClick
            onCellClick={openRow}
            onCellKeyDown={onCellKeyDown}
            getRowClassName={getRowClassName}
            showToolbar
            slotProps={gridSlotProps}
            sx={gridSx}
          />
        </Box>
      </Paper>

      <Suspense fallback={null}>
        {openId && (
          <DeviceDrawer
            deviceId={openId === newDeviceParam ? null : openId}
            canWrite={canWrite}
            canDelete={isAdmin}
            text={text}
            onOpen={(id) => setOpenId(id, true)}
            onClose={() => setOpenId(null)}
          />
        )}
        {importing && isAdmin && <ImportDialog text={text} onClose={() => setImporting(false)} />}
      </Suspense>
    </Box>
  );
}

/**
 * When the drawer closes, the keyboard goes back where it came from: the device's row (or the
 * New device button), not the top of the page. Only when the focus was lost with the drawer.
 */
function useFocusBackFromDrawer(openId: string | null) {
  const shown = useRef(openId);
  useEffect(() => {
    const closed = shown.current;
    shown.current = openId;
    if (!closed || openId) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost) return;
    const target =
      closed === newDeviceParam
        ? document.querySelector<HTMLElement>('[data-testid="device-new"]')
        : document.querySelector<HTMLElement>(
            `[role="row"][data-id="${CSS.escape(closed)}"] [role="gridcell"]:not([data-field="__check__"])`,
          );
    target?.focus();
  }, [openId]);
}
