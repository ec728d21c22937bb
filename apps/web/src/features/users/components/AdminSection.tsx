import { type Role, roles } from '@conecta/contracts/roles';
import type { AccountDetail } from '@conecta/contracts/users';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { ConfirmDialog } from '../../../shell/dialog/ConfirmDialog';
import { useConfirmDiscard } from '../../../shell/form/useConfirmDiscard';
import { showMessage } from '../../../shell/message/messageSlice';
import { Section } from '../../../shell/Section';
import { useDeleteAccountMutation, useEndAccountSessionsMutation, useUpdateAccountMutation } from '../api';
import { usersNamespace } from '../locales';
import { userListPath } from '../paths';
import { useRefusalText } from '../refusalText';

type Confirming = 'disable' | 'enable' | 'delete' | 'endSessions';

interface AdminSectionProps {
  account: AccountDetail;
  /** The signed-in admin is looking at their own account. */
  isSelf: boolean;
}

/** A disabled control with the reason it is disabled (a disabled button gets no hover, so it is wrapped). */
function Explained({ reason, children }: { reason: string | undefined; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip title={reason}>
      {/* Focusable, so keyboard users reach the reason too. */}
      <Box component="span" sx={{ display: 'inline-flex' }} tabIndex={0}>
        {children}
      </Box>
    </Tooltip>
  );
}

/**
 * The admin's actions on an account: roles, disable / re-enable, delete. The server has the last word
 * (the last-admin rules); on the admin's own account the refused actions are not even offered.
 */
export function AdminSection({ account, isSelf }: AdminSectionProps) {
  const { t } = useTranslation(usersNamespace);
  const refusalText = useRefusalText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [update, { isLoading: updating }] = useUpdateAccountMutation();
  const [remove, { isLoading: removing }] = useDeleteAccountMutation();
  const [endSessions, { isLoading: endingSessions }] = useEndAccountSessionsMutation();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  // Kept while the dialog fades out, so its text does not change mid-animation.
  const [shownDialog, setShownDialog] = useState<Confirming>('disable');

  const ask = (what: Confirming) => {
    setShownDialog(what);
    setConfirming(what);
  };

  const refused = async (error: unknown) =>
    dispatch(showMessage({ message: await refusalText(error, t('actionFailed')), variant: 'error' }));

  const confirm = async () => {
    if (confirming === 'endSessions') {
      try {
        await endSessions(account.uuid).unwrap();
        dispatch(showMessage({ message: t('sessionsEnded'), variant: 'success' }));
      } catch (error) {
        refused(error);
      } finally {
        setConfirming(null);
      }
      return;
    }
    if (confirming === 'delete') {
      try {
        const { unassignedDevices } = await remove(account.uuid).unwrap();
        const message = unassignedDevices === 0 ? t('deletedNone') : t('deleted', { count: unassignedDevices });
        dispatch(showMessage({ message, variant: 'success' }));
        navigate(userListPath);
      } catch (error) {
        setConfirming(null);
        refused(error);
      }
      return;
    }
    const status = confirming === 'disable' ? 'disabled' : 'active';
    try {
      await update({ id: account.uuid, changes: { status } }).unwrap();
      dispatch(showMessage({ message: t(confirming === 'disable' ? 'disabled' : 'enabled'), variant: 'success' }));
    } catch (error) {
      refused(error);
    } finally {
      setConfirming(null);
    }
  };

  const name = account.displayName || account.email;
  const dialog = {
    disable: { title: t('disableTitle', { name }), message: t('disableText'), ok: t('disableOk') },
    enable: { title: t('enableTitle', { name }), message: t('enableText'), ok: t('enableOk') },
    endSessions: { title: t('endSessionsTitle', { name }), message: t('endSessionsText'), ok: t('endSessionsOk') },
    delete: {
      title: t('deleteTitle', { name }),
      message: account.deviceCount === 0 ? t('deleteTextNone') : t('deleteText', { count: account.deviceCount }),
      ok: t('deleteOk'),
    },
  }[shownDialog];

  return (
    <Section title={t('administration')} testId="user-admin">
      {/* Remounted when the stored roles change, so the boxes always start from what is saved. */}
      <RolesEditor key={account.role.join(',')} account={account} isSelf={isSelf} />

      <Divider sx={{ my: 2.5 }} />

      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {account.status === 'active' ? (
          <Explained reason={isSelf ? t('ownDisable') : undefined}>
            <Button
              variant="outlined"
              // Red rather than amber: amber text on paper is too faint to read at button size (WCAG AA).
              color="error"
              startIcon={<BlockIcon />}
              onClick={() => ask('disable')}
              disabled={isSelf || updating}
              data-testid="user-disable"
            >
              {t('disable')}
            </Button>
          </Explained>
        ) : (
          <Button
            variant="outlined"
            color="success"
            startIcon={<CheckCircleOutlinedIcon />}
            onClick={() => ask('enable')}
            disabled={updating}
            data-testid="user-enable"
          >
            {t('enable')}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<LogoutIcon />}
          onClick={() => ask('endSessions')}
          disabled={endingSessions}
          data-testid="user-end-sessions"
        >
          {t('endSessions')}
        </Button>
        <Explained reason={isSelf ? t('ownDelete') : undefined}>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => ask('delete')}
            disabled={isSelf || removing}
            data-testid="user-delete"
          >
            {t('delete')}
          </Button>
        </Explained>
      </Stack>

      <ConfirmDialog
        open={confirming !== null}
        title={dialog.title}
        message={dialog.message}
        confirmLabel={dialog.ok}
        cancelLabel={t('cancel')}
        destructive={shownDialog !== 'enable'}
        busy={updating || removing || endingSessions}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Section>
  );
}

function RolesEditor({ account, isSelf }: AdminSectionProps) {
  const { t } = useTranslation(usersNamespace);
  const refusalText = useRefusalText();
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateAccountMutation();
  const saved = roles.filter((role) => account.role.includes(role));
  const [chosen, setChosen] = useState<Role[]>(saved);
  const [serverError, setServerError] = useState<string | null>(null);

  const changed = chosen.length !== saved.length || chosen.some((role) => !saved.includes(role));
  const lockedAdmin = isSelf && saved.includes('admin');
  // Leaving the page with roles ticked but not saved asks first.
  const discard = useConfirmDiscard(changed);

  const toggle = (role: Role, on: boolean) => {
    setServerError(null);
    // Kept in the order admin, staff, user, as the server stores them.
    setChosen((current) => roles.filter((candidate) => (candidate === role ? on : current.includes(candidate))));
  };

  const save = async () => {
    try {
      await update({ id: account.uuid, changes: { role: chosen } }).unwrap();
      dispatch(showMessage({ message: t('rolesSaved'), variant: 'success' }));
    } catch (error) {
      const message = await refusalText(error, t('actionFailed'));
      setServerError(message);
      dispatch(showMessage({ message, variant: 'error' }));
    }
  };

  const helper = serverError ?? (chosen.length === 0 ? t('rolesAtLeastOne') : t('rolesHint'));

  return (
    <FormControl component="fieldset" error={Boolean(serverError) || chosen.length === 0} variant="standard">
      <FormLabel component="legend">{t('roles')}</FormLabel>
      <FormGroup row data-testid="user-roles">
        {roles.map((role) => {
          const locked = role === 'admin' && lockedAdmin;
          return (
            <Explained key={role} reason={locked ? t('ownAdminRole') : undefined}>
              <FormControlLabel
                label={t(`role_${role}`)}
                disabled={locked || isLoading}
                control={
                  <Checkbox
                    checked={chosen.includes(role)}
                    onChange={(event) => toggle(role, event.target.checked)}
                    slotProps={{ input: { 'data-testid': `user-role-${role}` } as object }}
                  />
                }
              />
            </Explained>
          );
        })}
      </FormGroup>
      <FormHelperText>{helper}</FormHelperText>
      <Box sx={{ mt: 1 }}>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={!changed || chosen.length === 0}
          loading={isLoading}
          data-testid="user-roles-save"
        >
          {t('rolesSave')}
        </Button>
      </Box>
      {discard.dialog}
    </FormControl>
  );
}
