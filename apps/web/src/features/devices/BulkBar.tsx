import { type DeviceOwner, type DeviceStatus, deviceStatuses } from '@conecta/contracts/devices';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { loadMessageTexts } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { lazyWithRetry } from '../../shell/recovery';
import { useBulkDeleteMutation, useBulkOwnerMutation, useBulkStatusMutation } from './api';
import { StatusChip } from './cells';
import type { DeviceKey, DeviceText } from './labels';

// The dialogs' code (and the owner search) comes only when one is opened.
const AssignOwnerDialog = lazyWithRetry(() => import('./AssignOwnerDialog'));
const ConfirmDeleteDialog = lazyWithRetry(() => import('./ConfirmDeleteDialog'));

/** Every device the list's filter matches, chosen with "select all" (the count is the server's). */
export interface AllMatching {
  /** The list's filters as its URL (and the API's query string) holds them. */
  filter: Record<string, string>;
  total: number;
  /** The total is the planner's estimate (beyond 10,000 matches). */
  estimate: boolean;
}

/**
 * What staff can do to the selected rows at once. Each action reports how many devices it really
 * changed (the server does not count those that already were that way), then the list refreshes.
 * Once the whole page is selected and more devices match, it offers them all ("Select all 5,000"),
 * as a mature grid does; the actions then name the filter, and the server takes every device that
 * matches it when the action runs.
 */
export function BulkBar({
  ids,
  allMatching,
  offerAll,
  canDelete,
  text,
  onDone,
}: {
  ids: readonly string[];
  /** Set once the user took every matching device: the actions go by filter. */
  allMatching?: AllMatching | null;
  /** Offered when the whole page is selected and more devices match. */
  offerAll?: (Omit<AllMatching, 'filter'> & { select(): void }) | null;
  canDelete: boolean;
  text: DeviceText;
  /** The action went through: the selection is spent. */
  onDone(): void;
}) {
  const target = allMatching ? { filter: allMatching.filter } : { ids: [...ids] };
  const count = allMatching ? allMatching.total : ids.length;
  const countText = allMatching
    ? text.t(allMatching.estimate ? 'allMatchingSelectedEstimate' : 'allMatchingSelected', {
        total: text.number(allMatching.total),
      })
    : text.t('selectedCount', { count: ids.length });
  const dispatch = useAppDispatch();
  const [statusMenu, setStatusMenu] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'assign' | 'delete' | null>(null);
  const [bulkStatus, statusState] = useBulkStatusMutation();
  const [bulkOwner, ownerState] = useBulkOwnerMutation();
  const [bulkDelete, deleteState] = useBulkDeleteMutation();
  const busy = statusState.isLoading || ownerState.isLoading || deleteState.isLoading;

  const report = (changed: number, key: DeviceKey, extra: Record<string, string> = {}) =>
    dispatch(
      showMessage({
        message: changed === 0 ? text.t('bulkNothingChanged') : text.t(key, { count: changed, ...extra }),
        variant: changed === 0 ? 'info' : 'success',
      }),
    );
  const fail = async (error: unknown) => {
    const said = firstServerMessage(readApiFailure(error));
    if (said) await loadMessageTexts(said);
    dispatch(showMessage({ message: said ? text.say(said) : text.t('actionFailed'), variant: 'error' }));
  };

  const changeStatus = async (status: DeviceStatus) => {
    setStatusMenu(null);
    try {
      const { changed } = await bulkStatus({ ...target, status }).unwrap();
      report(changed, `bulkStatus_${status.replace(/-/g, '_')}` as DeviceKey);
      onDone();
    } catch (error) {
      fail(error);
    }
  };

  const assign = async (owner: DeviceOwner | null) => {
    try {
      const { changed } = await bulkOwner({ ...target, ownerId: owner?.id ?? null }).unwrap();
      setDialog(null);
      report(
        changed,
        owner ? 'bulkAssigned' : 'bulkUnassigned',
        owner ? { name: owner.displayName || owner.email } : {},
      );
      onDone();
    } catch (error) {
      fail(error);
    }
  };

  const remove = async () => {
    try {
      const { changed } = await bulkDelete(target).unwrap();
      setDialog(null);
      report(changed, 'bulkDeleted');
      onDone();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Box
      data-testid="bulk-bar"
      role="toolbar"
      aria-label={countText}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'action.selected',
        borderTop: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Tooltip title={text.t('bulkClear')}>
        <IconButton size="small" onClick={onDone} aria-label={text.t('bulkClear')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Typography sx={{ fontWeight: 600 }} data-testid="bulk-count" aria-live="polite">
        {countText}
      </Typography>
      {offerAll && !allMatching && (
        <Button size="small" onClick={offerAll.select} data-testid="bulk-select-all">
          {text.t(offerAll.estimate ? 'selectAllMatchingEstimate' : 'selectAllMatching', {
            total: text.number(offerAll.total),
          })}
        </Button>
      )}
      <Box sx={{ mr: 'auto' }} />
      <Button
        size="small"
        variant="outlined"
        startIcon={<SwapHorizIcon />}
        disabled={busy}
        onClick={(event) => setStatusMenu(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={statusMenu ? true : undefined}
        data-testid="bulk-status"
      >
        {text.t('bulkChangeStatus')}
      </Button>
      <Menu anchorEl={statusMenu} open={Boolean(statusMenu)} onClose={() => setStatusMenu(null)}>
        {deviceStatuses.map((status) => (
          <MenuItem key={status} onClick={() => void changeStatus(status)} data-value={status}>
            <StatusChip status={status} text={text} />
          </MenuItem>
        ))}
      </Menu>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PersonAddAltOutlinedIcon />}
        disabled={busy}
        onClick={() => setDialog('assign')}
        data-testid="bulk-assign"
      >
        {text.t('bulkAssign')}
      </Button>
      {canDelete && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          disabled={busy}
          onClick={() => setDialog('delete')}
          data-testid="bulk-delete"
        >
          {text.t('bulkDelete')}
        </Button>
      )}
      <Suspense fallback={null}>
        {dialog === 'assign' && (
          <AssignOwnerDialog
            count={count}
            text={text}
            busy={ownerState.isLoading}
            onAssign={(owner) => void assign(owner)}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'delete' && (
          <ConfirmDeleteDialog
            count={count}
            text={text}
            busy={deleteState.isLoading}
            onConfirm={() => void remove()}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </Box>
  );
}
