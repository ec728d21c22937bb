import { providers } from '@conecta/contracts/auth';
import { roles } from '@conecta/contracts/roles';
import { type Account, accountSortFields, accountStatuses } from '@conecta/contracts/users';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session/authSlice';
import {
  dataGridNamespace,
  downloadCsv,
  ServerDataGrid,
  useGridPreferences,
  useListUrlState,
} from '../../shell/data-grid';
import { formatDate, formatExact, formatRelative } from '../../shell/history';
import { showMessage } from '../../shell/message/messageSlice';
import { PageHeader } from '../../shell/PageHeader';
import { useListAccountsQuery } from './api';
import { AccountAvatar, RoleChips, StatusChip } from './components/AccountBadges';
import { GridToolbar } from './components/GridToolbar';
import { SearchBox } from './components/SearchBox';
import { usersNamespace } from './locales';
import './pageLocales';
import { userPagePath } from './paths';

const filterKeys = ['q', 'role', 'from', 'status'] as const;
type FilterKey = (typeof filterKeys)[number];

/** Every account of the console, for admins: searched, filtered, sorted and paged by the server. */
export default function UserDataListPage() {
  const { t, i18n } = useTranslation([usersNamespace, dataGridNamespace]);
  const language = i18n.language;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const me = useAppSelector(selectUser).uuid;
  const list = useListUrlState<FilterKey>({
    filterKeys,
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    sortFields: accountSortFields,
  });
  const { data, isFetching, isError, refetch } = useListAccountsQuery(list.apiParams);
  const preferences = useGridPreferences('users');
  const [exporting, setExporting] = useState(false);

  const { setFilters } = list;
  const onSearch = useCallback((q: string) => setFilters({ q }), [setFilters]);
  const hasFilters = filterKeys.some((key) => list.filters[key]);

  const columns = useMemo<GridColDef<Account>[]>(
    () => [
      {
        field: 'displayName',
        headerName: t('columnName'),
        flex: 1.3,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
            <AccountAvatar name={row.displayName || row.email} photoURL={row.photoURL} />
            <Link
              component={RouterLink}
              to={userPagePath(row.uuid)}
              underline="hover"
              color="inherit"
              // The row opens the page too; one navigation is enough.
              onClick={(event) => event.stopPropagation()}
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 500 }}
            >
              {row.displayName || row.email}
            </Link>
            {row.uuid === me && <Chip size="small" variant="outlined" label={t('you')} />}
          </Box>
        ),
      },
      { field: 'email', headerName: t('columnEmail'), flex: 1.3, minWidth: 220 },
      {
        field: 'role',
        headerName: t('columnRoles'),
        sortable: false,
        minWidth: 170,
        flex: 1,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <RoleChips roles={row.role} />
          </Box>
        ),
      },
      {
        field: 'from',
        headerName: t('columnProvider'),
        minWidth: 120,
        valueFormatter: (value: Account['from']) => t(`provider_${value}`),
      },
      {
        field: 'status',
        headerName: t('columnStatus'),
        minWidth: 120,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <StatusChip status={row.status} />
          </Box>
        ),
      },
      {
        field: 'deviceCount',
        headerName: t('columnDevices'),
        type: 'number',
        minWidth: 110,
        valueFormatter: (value: number) => new Intl.NumberFormat(language).format(value),
      },
      {
        field: 'createdAt',
        headerName: t('columnCreated'),
        minWidth: 130,
        renderCell: ({ row }) => (
          <Tooltip title={formatExact(row.createdAt, language)}>
            <time dateTime={row.createdAt}>{formatDate(row.createdAt, language)}</time>
          </Tooltip>
        ),
      },
      {
        field: 'lastSignInAt',
        headerName: t('columnLastSignIn'),
        minWidth: 150,
        renderCell: ({ row }) =>
          row.lastSignInAt ? (
            <Tooltip title={formatExact(row.lastSignInAt, language)}>
              <time dateTime={row.lastSignInAt}>{formatRelative(row.lastSignInAt, language)}</time>
            </Tooltip>
          ) : (
            <Typography component="span" variant="body2" color="text.secondary">
              {t('never')}
            </Typography>
          ),
      },
    ],
    [t, language, me],
  );

  const exportCsv = async () => {
    setExporting(true);
    try {
      // The view as it is filtered and sorted, without its page position: the export is every row.
      const params = { ...(list.filters as Record<string, string>), sort: list.sort, order: list.order };
      await downloadCsv('/users/export.csv', params, 'accounts.csv');
    } catch {
      dispatch(showMessage({ message: t(`${dataGridNamespace}:exportFailed`), variant: 'error' }));
    } finally {
      setExporting(false);
    }
  };

  const total = data
    ? data.totalIsEstimate
      ? t('accountCountEstimate', { count: data.total })
      : data.total === 0
        ? t('accountCountNone')
        : t('accountCount', { count: data.total })
    : '';

  const select = (key: Exclude<FilterKey, 'q'>, label: string, options: readonly string[], prefix: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={list.filters[key] ?? ''}
      onChange={(event) => setFilters({ [key]: event.target.value || undefined })}
      sx={{ minWidth: 150 }}
      slotProps={{ htmlInput: { 'data-testid': `user-filter-${key}` } }}
    >
      <MenuItem value="">{t('any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {t(`${prefix}_${option}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2} sx={{ height: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <PageHeader title={t('title')} />
          <Typography color="text.secondary" data-testid="user-total" aria-live="polite">
            {total || '\u00a0'}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={exportCsv}
          loading={exporting}
          loadingPosition="start"
          data-testid="user-export"
        >
          {exporting ? t(`${dataGridNamespace}:exporting`) : t(`${dataGridNamespace}:exportCsv`)}
        </Button>
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }} role="search">
        <SearchBox value={list.filters.q ?? ''} onSearch={onSearch} label={t('search')} testId="user-search" />
        {select('role', t('filterRole'), roles, 'role')}
        {select('from', t('filterProvider'), providers, 'provider')}
        {select('status', t('filterStatus'), accountStatuses, 'status')}
        {hasFilters && (
          <Button
            onClick={() => setFilters({ q: undefined, role: undefined, from: undefined, status: undefined })}
            data-testid="user-clear-filters"
          >
            {t(`${dataGridNamespace}:clearFilters`)}
          </Button>
        )}
      </Box>

      <Box
        data-testid="user-grid"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          flex: 1,
          minHeight: 420,
          height: { md: 'calc(100vh - 330px)' },
        }}
      >
        <ServerDataGrid<Account>
          rows={data?.items}
          page={data}
          list={list}
          fetching={isFetching}
          failed={isError}
          onRetry={refetch}
          emptyText={t('empty')}
          columns={columns}
          getRowId={(row) => row.uuid}
          onRowClick={({ row }) => navigate(userPagePath(row.uuid))}
          disableRowSelectionOnClick
          showToolbar
          slots={{ toolbar: GridToolbar }}
          columnVisibilityModel={preferences.columnVisibilityModel}
          onColumnVisibilityModelChange={preferences.onColumnVisibilityModelChange}
          density={preferences.density}
          onDensityChange={preferences.onDensityChange}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Box>
    </Stack>
  );
}
