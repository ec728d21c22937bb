import type { AuditAction, AuditEntry } from '@conecta/contracts/audit';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlined';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '../SkeletonRows';
import { visuallyHidden } from '../visuallyHidden';
import { historyNamespace } from './locales';
import { formatExact, formatRelative } from './time';

export interface HistoryListProps {
  /** The entries to show; they are shown newest first whatever their order here. */
  entries: readonly AuditEntry[];
  /** The field's name in the current language (e.g. 'msisdn' → 'Linha'). */
  fieldLabel(field: string): string;
  /**
   * A value as a person reads it; `undefined` falls back to the list's own formatting. The entry says
   * whose value it is, for trails that mix records (a device's status and an account's are named apart).
   */
  formatValue?(field: string, value: unknown, entry: AuditEntry): string | undefined;
  /** Name the record of each entry: for trails that mix records (an account's, which spans devices). */
  showRecord?: boolean;
  /** A page is on its way: skeleton lines at first, a busy "load more" after. */
  loading?: boolean;
  /** The last request failed; with `onRetry`, a retry button is offered. */
  failed?: boolean;
  onRetry?(): void;
  onLoadMore?(): void;
  hasMore?: boolean;
  emptyText?: string;
}

const actionKeys: Record<AuditAction, ParseKeys<typeof historyNamespace>> = {
  create: 'actionCreate',
  update: 'actionUpdate',
  delete: 'actionDelete',
  import: 'actionImport',
  status: 'actionStatus',
  assign: 'actionAssign',
  unassign: 'actionUnassign',
  roles: 'actionRoles',
  disable: 'actionDisable',
  enable: 'actionEnable',
  sessions: 'actionSessions',
};

const actionIcons: Record<AuditAction, ComponentType<SvgIconProps>> = {
  create: AddCircleOutlineIcon,
  update: EditOutlinedIcon,
  delete: DeleteOutlineIcon,
  import: FileUploadOutlinedIcon,
  status: SwapHorizIcon,
  assign: PersonAddAltOutlinedIcon,
  unassign: LinkOffIcon,
  roles: SecurityOutlinedIcon,
  disable: BlockIcon,
  enable: CheckCircleOutlineIcon,
  sessions: LogoutIcon,
};

const actionColors: Record<AuditAction, 'primary' | 'success' | 'error' | 'warning' | 'info'> = {
  create: 'success',
  update: 'primary',
  delete: 'error',
  import: 'success',
  status: 'warning',
  assign: 'info',
  unassign: 'info',
  roles: 'primary',
  disable: 'error',
  enable: 'success',
  sessions: 'warning',
};

/**
 * The history of one or more records: who did what, when, and each field from what to what.
 * Shared by the device page and the user page, so every trail in the console reads the same way.
 */
export function HistoryList({
  entries,
  fieldLabel,
  formatValue,
  showRecord = false,
  loading = false,
  failed = false,
  onRetry,
  onLoadMore,
  hasMore = false,
  emptyText,
}: HistoryListProps) {
  const { t, i18n } = useTranslation(historyNamespace);
  const language = i18n.language;
  // The arrow points the way the text reads.
  const arrow = i18n.dir(language) === 'rtl' ? '←' : '→';
  const sorted = useMemo(() => [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)), [entries]);

  const show = (field: string, value: unknown, entry: AuditEntry): string => {
    const custom = formatValue?.(field, value, entry);
    if (custom !== undefined) return custom;
    return defaultFormat(value, t('yes'), t('no'));
  };

  if (sorted.length === 0 && loading) {
    return (
      <Box data-testid="history-list" aria-busy="true" aria-label={t('label')}>
        <Typography sx={visuallyHidden}>{t('loading')}</Typography>
        <SkeletonRows count={3} circle={32} lines={['45%', '70%']} sx={{ py: 1.5 }} />
      </Box>
    );
  }

  return (
    <Box data-testid="history-list" aria-label={t('label')} aria-busy={loading || undefined}>
      {sorted.length === 0 && !failed && (
        <Typography color="text.secondary" data-testid="history-empty" sx={{ py: 2 }}>
          {emptyText ?? t('empty')}
        </Typography>
      )}
      {sorted.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {sorted.map((entry) => {
            const Icon = actionIcons[entry.action] ?? EditOutlinedIcon;
            const color = actionColors[entry.action] ?? 'primary';
            const changes = Object.entries(entry.changes);
            return (
              <Box
                component="li"
                key={entry.id}
                data-testid="history-entry"
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  py: 1.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&:last-of-type': { borderBottom: 0 },
                }}
              >
                <Avatar sx={{ width: 32, height: 32, bgcolor: `${color}.main`, color: `${color}.contrastText` }}>
                  <Icon fontSize="small" />
                </Avatar>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {entry.actor ? (
                        <Tooltip title={entry.actor.email}>
                          <span>{entry.actor.displayName || entry.actor.email}</span>
                        </Tooltip>
                      ) : (
                        t('system')
                      )}
                    </Typography>
                    <Typography component="span">
                      {actionKeys[entry.action] ? t(actionKeys[entry.action]) : entry.action}
                    </Typography>
                    {showRecord && (
                      // A label beside the sentence, not part of it: every language words it the same way.
                      <Typography component="span" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {'· '}
                        {t(entry.entity === 'device' ? 'entityDevice' : 'entityAccount', { label: entry.entityLabel })}
                      </Typography>
                    )}
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    <time dateTime={entry.at} title={formatExact(entry.at, language)}>
                      {formatRelative(entry.at, language)}
                    </time>
                    {' · '}
                    {formatExact(entry.at, language)}
                  </Typography>
                  {changes.length > 0 && (
                    <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0 }}>
                      {changes.map(([field, change]) => (
                        <Typography component="li" variant="body2" key={field} sx={{ overflowWrap: 'anywhere' }}>
                          <Box component="span" sx={{ fontWeight: 500 }}>
                            {fieldLabel(field)}:
                          </Box>{' '}
                          {/* Isolated, so a Latin value in an Arabic page keeps its place around the arrow. */}
                          <Box component="bdi" sx={{ color: 'text.secondary' }}>
                            {show(field, change.from, entry)}
                          </Box>{' '}
                          {arrow} <bdi>{show(field, change.to, entry)}</bdi>
                        </Typography>
                      ))}
                    </Box>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      {failed && (
        <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
          <Typography color="error">{t('loadFailed')}</Typography>
          {onRetry && (
            <Button size="small" onClick={onRetry}>
              {t('retry')}
            </Button>
          )}
        </Box>
      )}
      {hasMore && onLoadMore && !failed && (
        <Box sx={{ pt: 1 }}>
          <Button variant="outlined" size="small" onClick={onLoadMore} disabled={loading} data-testid="history-more">
            {loading ? t('loading') : t('loadMore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** Empty → "—", yes/no, lists joined, anything structured as compact JSON. */
function defaultFormat(value: unknown, yes: string, no: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? yes : no;
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => defaultFormat(item, yes, no)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
