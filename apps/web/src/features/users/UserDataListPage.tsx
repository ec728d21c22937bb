import { providers } from '@conecta/contracts/auth';
import { roles } from '@conecta/contracts/roles';
import { type Account, accountSortFields, accountStatuses } from '@conecta/contracts/users';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  dataGridNamespace,
  ListExportButton,
  ListSearchBox,
  listGridFrameSx,
  listPageSx,
  ServerDataGrid,
  useServerList,
} from '../../shell/data-grid';
import { ColumnsDensityToolbar } from '../../shell/data-grid/ColumnsDensityToolbar';
import { PageHeader } from '../../shell/PageHeader';
import { useAccountColumns } from './accountColumns';
import { useListAccountsQuery } from './api';
import { usersNamespace } from './locales';
import { userPagePath } from './paths';

const filterKeys = ['q', 'role', 'from', 'status'] as const;
type FilterKey = (typeof filterKeys)[number];
const toolbarSlots = { toolbar: ColumnsDensityToolbar };
const csvExport = { path: '/users/export.csv', fileName: 'accounts.csv' };

/** Every account of the console, for admins: searched, filtered, sorted and paged by the server. */
export default function UserDataListPage() {
  const { t } = useTranslation([usersNamespace, dataGridNamespace]);
  const navigate = useNavigate();
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

  const columns = useAccountColumns();

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
          {t(`${prefix}_${option}` as ParseKeys<typeof usersNamespace>)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack sx={listPageSx}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <PageHeader title={t('title')} />
          <Typography color="text.secondary" data-testid="user-total" aria-live="polite">
            {total || '\u00a0'}
          </Typography>
        </Box>
        <ListExportButton list={list} testId="user-export" />
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

      <Box data-testid="user-grid" sx={listGridFrameSx}>
        <ServerDataGrid<Account>
          {...list.gridProps}
          emptyText={t('empty')}
          columns={columns}
          getRowId={(row) => row.uuid}
          onRowClick={({ row }) => navigate(userPagePath(row.uuid))}
          disableRowSelectionOnClick
          showToolbar
          slots={toolbarSlots}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Box>
    </Stack>
  );
}
