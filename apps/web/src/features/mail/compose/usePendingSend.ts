import type { Mail, MailDraft } from '@conecta/contracts/mail';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiFailure, readApiFailure } from '../../../app/apiFailure';
import { useAppDispatch } from '../../../app/hooks';
import { composeApi } from './composeApi';

/** How long "Undo" is offered before the mail really goes. */
export const undoDelayMs = 5000;

export interface PendingSendHandlers {
  onSent(mail: Mail): void;
  /** The server refused or could not be reached; `stillMounted` says whether the dialog can show it. */
  onFailed(draft: MailDraft, failure: ApiFailure, stillMounted: boolean): void;
}

/**
 * A send held back for `undoDelayMs`: the server has no undo, so the call is simply made later. The
 * draft is already saved, so nothing is lost whatever happens; leaving the page sends at once.
 */
export function usePendingSend({ onSent, onFailed }: PendingSendHandlers) {
  const dispatch = useAppDispatch();
  const pending = useRef<{ draft: MailDraft; timer: ReturnType<typeof setTimeout> } | null>(null);
  const mounted = useRef(true);
  const handlers = useRef({ onSent, onFailed });
  handlers.current = { onSent, onFailed };
  const [waiting, setWaiting] = useState(false);

  const sendNow = useCallback(() => {
    const held = pending.current;
    if (!held) return;
    clearTimeout(held.timer);
    pending.current = null;
    if (mounted.current) setWaiting(false);
    const request = dispatch(composeApi.endpoints.sendMail.initiate(held.draft));
    request
      .unwrap()
      .then((mail) => handlers.current.onSent(mail))
      .catch((error: unknown) => handlers.current.onFailed(held.draft, readApiFailure(error), mounted.current))
      .finally(() => request.reset());
  }, [dispatch]);

  const hold = useCallback(
    (draft: MailDraft) => {
      sendNow();
      pending.current = { draft, timer: setTimeout(sendNow, undoDelayMs) };
      setWaiting(true);
    },
    [sendNow],
  );

  /** Takes the held mail back, unsent; undefined when it has gone already. */
  const undo = useCallback((): MailDraft | undefined => {
    const held = pending.current;
    if (!held) return undefined;
    clearTimeout(held.timer);
    pending.current = null;
    setWaiting(false);
    return held.draft;
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      sendNow();
    };
  }, [sendNow]);

  return { waiting, hold, undo, sendNow };
}
