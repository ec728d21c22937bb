import type { Mail, MailDraft } from '@conecta/contracts/mail';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../app/apiFailure';
import { useAppDispatch } from '../../../app/hooks';
import { undoToastAnchor } from '../../../shell/collection';
import { loadMessageTexts, useMessageText } from '../../../shell/i18n/messages';
import { showMessage } from '../../../shell/message/messageSlice';
import { ComposeForm, type ComposeSession } from './ComposeForm';
import { type ComposeValues, draftOf, valuesOf } from './composeValues';
import { mailComposeNamespace } from './locales';
import type { ComposeInitial } from './replyDraft';
import { usePendingSend } from './usePendingSend';

export type { ComposeInitial } from './replyDraft';

export interface ComposeDialogProps {
  open: boolean;
  onClose: () => void;
  initial?: ComposeInitial;
}

let sessions = 0;

/**
 * A version-4 UUID made here, once per mail, so saving again never makes a second draft.
 * (`crypto.randomUUID` exists only on https or localhost; `getRandomValues` everywhere.)
 */
function newDraftId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function sessionOf(draftId: string, values: ComposeValues, saved: boolean, failure?: ApiFailure): ComposeSession {
  sessions += 1;
  return { key: sessions, draftId, values, saved, failure };
}

/**
 * Writing a mail (issues 15, 20). Each opening starts from `initial` (empty, a reply, a forward or a saved
 * draft); the draft is saved on the server as the user types. Send closes the window and sends at once: the
 * server holds the mail for a few seconds behind "Sending… Undo" and delivers it itself, so a reload loses
 * nothing; Undo (or a refusal) opens it again with everything in it.
 */
export function ComposeDialog({ open, onClose, initial }: ComposeDialogProps) {
  const { t } = useTranslation(mailComposeNamespace);
  const dispatch = useAppDispatch();
  const say = useMessageText();
  const [session, setSession] = useState<ComposeSession | null>(null);
  // Shown again by Undo or a refused send while the page's `open` is already false.
  const [reopened, setReopened] = useState(false);
  const [wasOpen, setWasOpen] = useState(false);
  const latestInitial = useRef(initial);
  latestInitial.current = initial;

  const reopen = (draft: MailDraft, failure?: ApiFailure) => {
    const { id, ...values } = draft;
    setSession(sessionOf(id, values, true, failure));
    setReopened(true);
  };

  const pending = usePendingSend({
    onSent(mail: Mail) {
      const message = mail.notDeliveredTo.length
        ? t('notDelivered', { addresses: mail.notDeliveredTo.join(', ') })
        : t('sent');
      dispatch(showMessage({ message, variant: mail.notDeliveredTo.length ? 'warning' : 'success' }));
    },
    onFailed(draft, failure, stillMounted) {
      if (stillMounted) reopen(draft, failure);
      else dispatch(showMessage({ message: t('sendFailed'), variant: 'error' }));
    },
    async onUndoFailed(failure) {
      const refusal = failure.unreachable ? undefined : failure.message;
      if (refusal) await loadMessageTexts(refusal);
      dispatch(showMessage({ message: refusal ? say(refusal) : t('undoFailed'), variant: 'warning' }));
    },
  });

  // Each opening by the page starts a new mail (or the draft it names).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const start = latestInitial.current;
      setSession(sessionOf(start?.draftId ?? newDraftId(), valuesOf(start), Boolean(start?.draftId)));
      setReopened(false);
    }
  }
  const finish = () => {
    setReopened(false);
    setSession(null);
    onClose();
  };

  const send = (values: ComposeValues) => {
    if (!session) return;
    pending.send(draftOf(session.draftId, values));
    finish();
  };

  const undo = async () => {
    const draft = await pending.undo();
    if (draft) reopen(draft);
  };

  return (
    <>
      {session && (open || reopened) && (
        <ComposeForm key={session.key} session={session} onSend={send} onClose={finish} />
      )}
      <Snackbar
        open={pending.waiting}
        message={t('sending')}
        anchorOrigin={undoToastAnchor}
        action={
          <Button color="inherit" size="small" onClick={() => void undo()}>
            {t('undo')}
          </Button>
        }
      />
    </>
  );
}

export default ComposeDialog;
