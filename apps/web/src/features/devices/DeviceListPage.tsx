import { type Device, type DeviceOwner, deviceSortFields } from '@conecta/contracts/devices';
import { authRoles, hasPermission } from '@conecta/contracts/roles';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import {
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type GridCellParams,
  type GridRowClassNameParams,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { type KeyboardEvent, lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUserRoles } from '../../app/session/authSlice';
import {
  dataGridNamespace,
  downloadCsv,
  ServerDataGrid,
  useGridPreferences,
  useListUrlState,
} from '../../shell/data-grid';
import { showMessage } from '../../shell/message/messageSlice';
import { PageHeader } from '../../shell/PageHeader';
import { useListDevicesQuery } from './api';
import { BulkBar } from './BulkBar';
import { DeviceFilters, deviceFilterKeys } from './DeviceFilters';
import { defaultHiddenColumns, useDeviceColumns } from './deviceColumns';
import { useDeviceText } from './labels';

// What the list does not need to appear comes later: the drawer with its form and history, and the
// import dialog with the CSV parser, load when first opened.
const loadDrawer = () => import('./DeviceDrawer');
const DeviceDrawer = lazy(loadDrawer);
const ImportDialog = lazy(() => import('./ImportDialog'));

/** The `?device=` value of the drawer opened on an empty form. */
export const newDeviceParam = 'new';

const checkboxField = GRID_CHECKBOX_SELECTION_COL_DEF.field;
const noSelection: string[] = [];

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

/** Filters, sort and position of the list are the URL's; the export leaves paging out. */
function exportParams(apiParams: Record<string, string>): Record<string, string> {
  const { cursor: _cursor, limit: _limit, direction: _direction, ...rest } = apiParams;
  return rest;
}

/** The fleet: a server-paged grid with filters in the URL, bulk actions, a device drawer, CSV export and import. */
export default function DeviceListPage() {
  const text = useDeviceText();
  const { t: gridT } = useTranslation(dataGridNamespace);
  const dispatch = useAppDispatch();
  const roles = useAppSelector(selectUserRoles);
  const canWrite = hasPermission(authRoles.staff, roles);
  const isAdmin = hasPermission(authRoles.admin, roles);

  const list = useListUrlState({
    filterKeys: deviceFilterKeys,
    defaultSort: 'updatedAt',
    defaultOrder: 'desc',
    sortFields: deviceSortFields,
  });
  const { data, isFetching, isError, refetch } = useListDevicesQuery(list.apiParams);
  const rows = data?.items;
  const columns = useDeviceColumns(text);
  const preferences = useGridPreferences('devices', defaultHiddenColumns);

  // The open device lives in the URL too, so a link opens it and a reload keeps it open.
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('device');
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

  // A selection belongs to the rows it was made on: new filters, sort or page start with none.
  const selectionKey = JSON.stringify(list.apiParams);
  const [selection, setSelection] = useState<{ key: string; ids: string[] }>({ key: '', ids: [] });
  const selectedIds = selection.key === selectionKey ? selection.ids : noSelection;
  const rowSelectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selectedIds) }),
    [selectedIds],
  );

  const knownOwners = useMemo(() => {
    const owners = new Map<string, DeviceOwner>();
    for (const row of rows ?? []) if (row.owner) owners.set(row.owner.id, row.owner);
    return owners;
  }, [rows]);

  // Stable handlers: the grid is memoised on its props, so a page render does not redraw every row.
  const retry = useCallback(() => void refetch(), [refetch]);
  const onRowSelectionModelChange = useCallback(
    (model: GridRowSelectionModel) => setSelection({ key: selectionKey, ids: [...model.ids].map(String) }),
    [selectionKey],
  );
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

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv('/devices/export.csv', exportParams(list.apiParams), 'devices.csv');
    } catch {
      dispatch(showMessage({ message: gridT('exportFailed'), variant: 'error' }));
    } finally {
      setExporting(false);
    }
  };
  const [importing, setImporting] = useState(false);

  const anyFilter = deviceFilterKeys.some((key) => list.filters[key]);
  const total = data
    ? data.totalIsEstimate
      ? text.t('totalEstimate', { total: text.number(data.total) })
      : text.t('total', { count: data.total, total: text.number(data.total) })
    : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <PageHeader title={text.t('title')}>
            <span data-testid="device-total">{total ?? <Skeleton width={120} sx={{ display: 'inline-block' }} />}</span>
          </PageHeader>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={exporting ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlinedIcon />}
            onClick={() => void exportCsv()}
            disabled={exporting}
            aria-busy={exporting || undefined}
            data-testid="device-export"
          >
            {exporting ? gridT('exporting') : gridT('exportCsv')}
          </Button>
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

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <DeviceFilters list={list} text={text} knownOwners={knownOwners} />
        {canWrite && selectedIds.length > 0 && (
          <BulkBar
            ids={selectedIds}
            canDelete={isAdmin}
            text={text}
            onDone={() => setSelection({ key: selectionKey, ids: [] })}
          />
        )}
        <Box
          sx={{ height: { xs: 600, md: 'max(480px, calc(100dvh - 340px))' } }}
          // Fetch the drawer's code while the pointer nears a row, before the click.
          onPointerEnter={() => void loadDrawer()}
        >
          <ServerDataGrid<Device>
            label={text.t('gridLabel')}
            rows={rows}
            page={data}
            list={list}
            columns={columns}
            fetching={isFetching}
            failed={isError}
            onRetry={retry}
            emptyText={anyFilter ? text.t('emptyFiltered') : text.t('emptyFleet')}
            columnVisibilityModel={preferences.columnVisibilityModel}
            onColumnVisibilityModelChange={preferences.onColumnVisibilityModelChange}
            density={preferences.density}
            onDensityChange={preferences.onDensityChange}
            checkboxSelection={canWrite}
            disableRowSelectionOnClick
            disableRowSelectionExcludeModel
            rowSelectionModel={rowSelectionModel}
            onRowSelectionModelChange={onRowSelectionModelChange}
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
