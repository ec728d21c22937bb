import type { DeviceOwner } from '@conecta/contracts/devices';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useConfirmDiscard } from '../../shell/form/useConfirmDiscard';
import type { DeviceText } from './labels';
import { OwnerPicker } from './OwnerPicker';

/** Picks the account the selected devices go to, or takes their owner away. */
export default function AssignOwnerDialog({
  count,
  text,
  busy,
  onAssign,
  onClose,
}: {
  count: number;
  text: DeviceText;
  busy: boolean;
  onAssign(owner: DeviceOwner | null): void;
  onClose(): void;
}) {
  const titleId = useId();
  const [owner, setOwner] = useState<DeviceOwner | null>(null);
  const discard = useConfirmDiscard(owner !== null && !busy);
  const close = discard.guard(onClose);
  return (
    <Dialog open onClose={busy ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{text.t('assignTitle', { count })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text.t('assignHint')}</DialogContentText>
        <OwnerPicker
          label={text.t('filterOwner')}
          text={text}
          value={owner}
          onChange={setOwner}
          inputTestId="assign-owner"
          size="medium"
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          color="warning"
          onClick={() => onAssign(null)}
          disabled={busy}
          sx={{ mr: 'auto' }}
          data-testid="assign-none"
        >
          {text.t('unassignAction')}
        </Button>
        <Button onClick={close} disabled={busy}>
          {text.t('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => owner && onAssign(owner)}
          disabled={!owner || busy}
          data-testid="assign-confirm"
        >
          {text.t('assignConfirm')}
        </Button>
      </DialogActions>
      {discard.dialog}
    </Dialog>
  );
}
