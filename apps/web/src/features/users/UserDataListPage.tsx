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
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { dataGridNamespace, ListSearchBox, ServerDataGrid, useServerList } from '../../shell/data-grid';
import { formatDate, formatExact, formatRelative } from '../../shell/history';
import { PageHeader } from '../../shell/PageHeader';
import { selectUser } from '../auth/authSlice';
import { useListAccountsQuery } from './api';
import { AccountAvatar, RoleChips, StatusChip } from './components/AccountBadges';
import { GridToolbar } from './components/GridToolbar';
import { usersNamespace } from './locales';
import './pageLocales';
import { userPagePath } from './paths';

const filterKeys = ['q', 'role', 'from', 'status'] as const;
type FilterKey = (typeof filterKeys)[number];
const csvExport = { path: '/users/export.csv', fileName: 'accounts.csv' };

/** Every account of the console, for admins: searched, filtered, sorted and paged by the server. */
export default function UserDataListPage() {
  const { t, i18n } = useTranslation([usersNamespace, dataGridNamespace]);
  const language = i18n.language;
  const navigate = useNavigate();
  const me = useAppSelector(selectUser).uuid;
  const list = useServerList({
    useQuery: useListAccountsQuery,
    filterKeys,
    sortFields: accountSortFields,
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    preferencesView: 'users',
    csvExport,
  });
  const { data, setFilters } = list;

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
          onClick={() => void list.exportCsv()}
          loading={list.exporting}
          loadingPosition="start"
          data-testid="user-export"
        >
          {list.exporting ? t(`${dataGridNamespace}:exporting`) : t(`${dataGridNamespace}:exportCsv`)}
        </Button>
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }} role="search">
        <ListSearchBox
          value={list.search}
          onSearch={list.setSearch}
          label={t('search')}
          testId="user-search"
          sx={{ minWidth: { xs: '100%', sm: 280 } }}
        />
        {select('role', t('filterRole'), roles, 'role')}
        {select('from', t('filterProvider'), providers, 'provider')}
        {select('status', t('filterStatus'), accountStatuses, 'status')}
        {list.hasFilters && (
          <Button onClick={list.clearFilters} data-testid="user-clear-filters">
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
          {...list.gridProps}
          emptyText={t('empty')}
          columns={columns}
          getRowId={(row) => row.uuid}
          onRowClick={({ row }) => navigate(userPagePath(row.uuid))}
          disableRowSelectionOnClick
          showToolbar
          slots={{ toolbar: GridToolbar }}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Box>
    </Stack>
  );
}
