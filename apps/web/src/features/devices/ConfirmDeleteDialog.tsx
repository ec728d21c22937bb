import { ConfirmDialog } from '../../shell/dialog/ConfirmDialog';
import type { DeviceText } from './labels';

/** Deleting devices cannot be undone: the admin confirms, in the devices' words. */
export default function ConfirmDeleteDialog({
  count,
  text,
  busy,
  onConfirm,
  onClose,
}: {
  count: number;
  text: DeviceText;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <ConfirmDialog
      open
      title={text.t('deleteTitle', { count })}
      message={text.t('deleteBody')}
      confirmLabel={text.t('deleteConfirm')}
      cancelLabel={text.t('cancel')}
      destructive
      busy={busy}
      maxWidth="xs"
      confirmTestId="confirm-delete"
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
