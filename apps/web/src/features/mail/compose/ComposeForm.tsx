import { type MailAttachment, mailLimits, mailMessages } from '@conecta/contracts/mail';
import Close from '@mui/icons-material/Close';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { PaperProps } from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type KeyboardEvent, useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ApiFailure, firstServerMessage, type ServerMessage } from '../../../app/apiFailure';
import { useAppDispatch } from '../../../app/hooks';
import { ConfirmDialog } from '../../../shell/dialog/ConfirmDialog';
import { applyServerErrors } from '../../../shell/form/applyServerErrors';
import { FormTextField } from '../../../shell/form/FormTextField';
import { useConfirmDiscard } from '../../../shell/form/useConfirmDiscard';
import { loadMessageTexts, useMessageText } from '../../../shell/i18n/messages';
import { showMessage } from '../../../shell/message/messageSlice';
import { AttachmentsField } from './AttachmentsField';
import { type ComposeValues, composeFields } from './composeValues';
import { mailComposeNamespace } from './locales';
import { MessageField } from './MessageField';
import { RecipientsFields } from './RecipientsFields';
import { useDraftAutosave } from './useDraftAutosave';

export interface ComposeSession {
  /** Changes on every opening, so the form starts afresh. */
  key: number;
  draftId: string;
  values: ComposeValues;
  /** The draft is on the server already (reopened, or saved before an undo). */
  saved: boolean;
  /** Why the last send failed, shown on the fields it names. */
  failure?: ApiFailure;
}

export interface ComposeFormProps {
  session: ComposeSession;
  /** The draft is saved and the form valid: hold the send. */
  onSend(values: ComposeValues): void;
  onClose(): void;
}

/** The compose window: its fields and actions, full-screen on a phone; the draft follows what is typed. */
export function ComposeForm({ session, onSend, onClose }: ComposeFormProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const { t } = useTranslation(mailComposeNamespace);
  const dispatch = useAppDispatch();
  const form = useForm<ComposeValues>({ defaultValues: session.values });
  const { errors } = form.formState;
  const autosave = useDraftAutosave(session.draftId, session.values, session.saved);
  const [uploading, setUploading] = useState(0);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [askSubject, setAskSubject] = useState(false);
  // Only a draft the server could not keep is at risk: closing, a link away or leaving the page ask then.
  const discard = useConfirmDiscard(autosave.status === 'failed', {
    title: t('discardTitle'),
    message: t('discardMessage'),
    confirm: t('discard'),
    cancel: t('keepEditing'),
  });

  const say = useMessageText();

  /** The server's field errors on their fields (`to.0.email` on To), anything else above the actions. */
  const showFailure = useCallback(
    async (failure: ApiFailure) => {
      await loadMessageTexts(...Object.values(failure.fields), ...(failure.message ? [failure.message] : []));
      const fields: Record<string, ServerMessage> = {};
      for (const [name, message] of Object.entries(failure.fields)) fields[name.split('.')[0] ?? name] ??= message;
      if (applyServerErrors(form, { fields }, { fields: composeFields, say })) return;
      const general = firstServerMessage(failure);
      setAlert(general && !failure.unreachable ? say(general) : t('sendFailed'));
    },
    [form, say, t],
  );

  useEffect(() => {
    if (session.failure) void showFailure(session.failure);
    const watching = form.watch(() => autosave.schedule(form.getValues()));
    return () => watching.unsubscribe();
  }, [autosave.schedule, form, session.failure, showFailure]);

  const close = async () => {
    const values = form.getValues();
    if (!autosave.needsKeeping(values)) return discard.release(onClose);
    setBusy(true);
    const outcome = await autosave.save(values, true);
    setBusy(false);
    if (!outcome.saved) return discard.ask(onClose);
    dispatch(showMessage({ message: t('draftSaved'), variant: 'success' }));
    discard.release(onClose);
  };

  const submit = async (values: ComposeValues, withoutSubject = false) => {
    setAlert(null);
    if (values.to.length + values.cc.length + values.bcc.length === 0) {
      form.setError('to', { type: 'required', message: say(mailMessages.recipients) }, { shouldFocus: true });
      return;
    }
    // A mail without a subject is usually a slip: ask before it goes.
    if (!values.subject.trim() && !withoutSubject) {
      setAskSubject(true);
      return;
    }
    setBusy(true);
    // Saved first: whatever happens to the send, the mail is in Drafts.
    const outcome = await autosave.save(values, true);
    setBusy(false);
    if (outcome.failure) return void showFailure(outcome.failure);
    onSend(values);
  };
  const send = form.handleSubmit((values) => submit(values));
  const sendWithoutSubject = () => {
    setAskSubject(false);
    void form.handleSubmit((values) => submit(values, true))();
  };

  // Ctrl+Enter (⌘+Enter) sends from anywhere in the window, as in common mail clients.
  const sendOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || busy || uploading > 0) return;
    event.preventDefault();
    void send();
  };

  const addAttachment = (attachment: MailAttachment) =>
    form.setValue('attachments', [...form.getValues('attachments'), attachment], { shouldDirty: true });
  const removeAttachment = (attachment: MailAttachment) =>
    form.setValue(
      'attachments',
      form.getValues('attachments').filter((kept) => kept.url !== attachment.url),
      { shouldDirty: true },
    );
  const statusText = { idle: '', saving: t('saving'), saved: t('draftSaved'), failed: t('draftNotSaved') }[
    autosave.status
  ];

  return (
    <Dialog
      open
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      data-testid="compose-dialog"
      slotProps={{
        paper: { component: 'form', onSubmit: send, onKeyDown: sendOnCtrlEnter, noValidate: true } as PaperProps,
      }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pe: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {t('title')}
        </Box>
        <IconButton aria-label={t('close')} onClick={close} disabled={busy}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <RecipientsFields control={form.control} initial={session.values} />
        <FormTextField
          id={`${titleId}-subject`}
          name="subject"
          control={form.control}
          label={t('subject')}
          size="small"
          inputProps={{ maxLength: mailLimits.subject, dir: 'auto' }}
        />
        <MessageField control={form.control} />
        <AttachmentsField
          attachments={form.watch('attachments')}
          onAdd={addAttachment}
          onRemove={removeAttachment}
          onUploadingChange={setUploading}
          error={errors.attachments?.message}
        />
        {alert && <Alert severity="error">{alert}</Alert>}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <Typography
          variant="caption"
          color={autosave.status === 'failed' ? 'error' : 'text.secondary'}
          aria-live="polite"
        >
          {statusText}
        </Typography>
        <Button
          type="submit"
          variant="contained"
          startIcon={<Send sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
          loading={busy}
          disabled={uploading > 0}
        >
          {t('send')}
        </Button>
      </DialogActions>
      {discard.dialog}
      <ConfirmDialog
        open={askSubject}
        title={t('emptySubjectTitle')}
        message={t('emptySubjectMessage')}
        confirmLabel={t('sendAnyway')}
        cancelLabel={t('cancel')}
        maxWidth="xs"
        confirmTestId="send-without-subject"
        onConfirm={sendWithoutSubject}
        onCancel={() => setAskSubject(false)}
      />
    </Dialog>
  );
}
