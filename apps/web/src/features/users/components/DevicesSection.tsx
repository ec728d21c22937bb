import { type Device, formatMsisdn } from '@conecta/contracts/devices';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ServerDataGrid, useServerList } from '../../../shell/data-grid';
import { ReadableChip } from '../../../shell/ReadableChip';
import { Section } from '../../../shell/Section';
import { deviceStatusLook, useDeviceText } from '../../devices';
import { useAccountDevicesQuery } from '../api';
import { usersNamespace } from '../locales';
import { ownerDevicesPath } from '../paths';

/** The sort fields of the device API this list's columns offer. */
const sortFields = ['imei', 'model', 'status', 'msisdn'] as const;
const noFilters = [] as const;
const gridSx = { '& .MuiDataGrid-row': { cursor: 'pointer' } } as const;
const gridSlotProps = { row: { 'data-testid': 'user-device-row' } as object };

/**
 * The devices the account owns, a page at a time (the server pages, sorts and counts them, as in
 * the device list), so an owner of many devices does not push the history far down the page.
 * A row opens the device in the device list, which (one link away) holds the full view.
 */
export function DevicesSection({ accountId }: { accountId: string }) {
  const { t } = useTranslation(usersNamespace);
  const navigate = useNavigate();
  // A status has one name everywhere: the device list's.
  const { statusLabel } = useDeviceText();
  const owner = useMemo(() => ({ owner: accountId }), [accountId]);
  const list = useServerList({
    useQuery: useAccountDevicesQuery,
    filterKeys: noFilters,
    sortFields,
    defaultSort: 'imei',
    defaultOrder: 'asc',
    preferencesView: 'user.devices',
    params: owner,
  });
  const { data } = list;

  const columns = useMemo<GridColDef<Device>[]>(
    () => [
      {
        field: 'imei',
        headerName: t('deviceImei'),
        width: 180,
        renderCell: ({ row }) => (
          <Box component="bdi" sx={{ fontFamily: 'monospace' }}>
            {row.imei}
          </Box>
        ),
      },
      {
        field: 'model',
        headerName: t('deviceModel'),
        minWidth: 180,
        flex: 1,
        valueGetter: (_value, row) => `${row.manufacturer} ${row.model}`,
      },
      {
        field: 'status',
        headerName: t('deviceStatus'),
        width: 150,
        renderCell: ({ row }) => (
          <ReadableChip size="small" label={statusLabel(row.status)} {...deviceStatusLook[row.status]} />
        ),
      },
      {
        field: 'msisdn',
        headerName: t('deviceLine'),
        width: 180,
        renderCell: ({ row }) => (row.msisdn ? <bdi>{formatMsisdn(row.msisdn)}</bdi> : '—'),
      },
    ],
    [t, statusLabel],
  );

  const aside = (
    <Link
      component={RouterLink}
      to={ownerDevicesPath(accountId)}
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      data-testid="user-devices-link"
    >
      {t('openInDeviceList')}
      <ArrowForwardIcon
        fontSize="inherit"
        sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined })}
      />
    </Link>
  );

  const empty = data && data.total === 0 && !list.gridProps.fetching;
  return (
    <Section title={t('devices')} aside={aside} testId="user-devices">
      {empty ? (
        <Typography variant="body2" color="text.secondary" data-testid="user-devices-empty">
          {t('noDevices')}
        </Typography>
      ) : (
        <Box sx={{ height: 440, display: 'flex', flexDirection: 'column' }}>
          <ServerDataGrid<Device>
            label={t('devices')}
            {...list.gridProps}
            columns={columns}
            emptyText={t('noDevices')}
            onRowClick={({ row }) => navigate(`${ownerDevicesPath(accountId)}&device=${encodeURIComponent(row.id)}`)}
            disableRowSelectionOnClick
            disableColumnMenu
            slotProps={gridSlotProps}
            sx={gridSx}
          />
        </Box>
      )}
    </Section>
  );
}
