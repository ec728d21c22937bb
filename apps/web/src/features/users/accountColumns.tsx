import type { Account } from '@conecta/contracts/users';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session/authSlice';
import { formatDate, formatExact, formatRelative } from '../../shell/history';
import { AccountAvatar, RoleChips, StatusChip } from './components/AccountBadges';
import { usersNamespace } from './locales';
import { userPagePath } from './paths';

/** The user-data list's columns, in the current language; the signed-in admin's own row says "you". */
export function useAccountColumns() {
  const { t, i18n } = useTranslation(usersNamespace);
  const language = i18n.language;
  const me = useAppSelector(selectUser).uuid;
  return useMemo<GridColDef<Account>[]>(
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
}
