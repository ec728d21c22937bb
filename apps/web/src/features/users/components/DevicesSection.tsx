import { formatMsisdn } from '@conecta/contracts/devices';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ReadableChip } from '../../../shell/ReadableChip';
import { Section } from '../../../shell/Section';
import { deviceStatusLook, useDeviceText } from '../../devices';
import { useAccountDevicesQuery } from '../api';
import { usersNamespace } from '../locales';
import { ownerDevicesPath } from '../paths';

/** The devices the account owns, at a glance; the device list (one link away) holds the full view. */
export function DevicesSection({ accountId }: { accountId: string }) {
  const { t } = useTranslation(usersNamespace);
  // A status has one name everywhere: the device list's.
  const { statusLabel } = useDeviceText();
  const { data, isLoading, isError, refetch } = useAccountDevicesQuery(accountId);

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

  return (
    <Section title={t('devices')} aside={aside} testId="user-devices">
      {isLoading && (
        <div aria-busy="true">
          {[0, 1, 2].map((line) => (
            <Skeleton key={line} height={36} />
          ))}
        </div>
      )}
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('devicesFailed')}
        </Alert>
      )}
      {data && data.items.length === 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="user-devices-empty">
          {t('noDevices')}
        </Typography>
      )}
      {data && data.items.length > 0 && (
        <>
          {data.total > data.items.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('devicesShown', { shown: data.items.length, total: data.total })}
            </Typography>
          )}
          {/* Focusable, so a keyboard user can scroll a long list (WCAG 2.1.1). */}
          <TableContainer tabIndex={0} sx={{ maxHeight: 420 }}>
            <Table size="small" stickyHeader aria-label={t('devices')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('deviceImei')}</TableCell>
                  <TableCell>{t('deviceModel')}</TableCell>
                  <TableCell>{t('deviceStatus')}</TableCell>
                  <TableCell>{t('deviceLine')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((device) => (
                  <TableRow key={device.id} data-testid="user-device-row">
                    <TableCell sx={{ fontFamily: 'monospace' }}>
                      <bdi>{device.imei}</bdi>
                    </TableCell>
                    <TableCell>
                      {device.manufacturer} {device.model}
                    </TableCell>
                    <TableCell>
                      <ReadableChip
                        size="small"
                        label={statusLabel(device.status)}
                        {...deviceStatusLook[device.status]}
                      />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {device.msisdn ? <bdi>{formatMsisdn(device.msisdn)}</bdi> : '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Section>
  );
}
