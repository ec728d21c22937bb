import type { Mail, MailDraft } from '@conecta/contracts/mail';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiFailure, readApiFailure } from '../../../app/apiFailure';
import { useAppDispatch } from '../../../app/hooks';
import { composeApi, mailListTag } from './composeApi';

/** How long "Undo" is offered when the server's answer does not say (it does: its `sendAt`). */
export const undoDelayMs = 5000;

export interface PendingSendHandlers {
  /** The undo time is over: the server delivers the mail (it does so whether or not this page is still open). */
  onSent(mail: Mail): void;
  /** The server refused or could not be reached; `stillMounted` says whether the dialog can show it. */
  onFailed(draft: MailDraft, failure: ApiFailure, stillMounted: boolean): void;
  /** Undo came too late (the server had delivered it) or could not reach the server. */
  onUndoFailed(failure: ApiFailure): void;
}

/** How long the server holds the mail: its `sendAt` less its `time`, both by the server's clock. */
export function undoWindowOf(mail: Mail): number {
  if (!mail.sendAt) return 0;
  const window = Date.parse(mail.sendAt) - Date.parse(mail.time);
  return Number.isFinite(window) ? Math.max(0, window) : undoDelayMs;
}

interface Held {
  draft: MailDraft;
  /** The send call: the held mail, or undefined when it failed (already reported). */
  answer: Promise<Mail | undefined>;
  timer?: ReturnType<typeof setTimeout>;
  undone: boolean;
}

/**
 * Sending with "Undo" (issue 20: a send is never lost). The send call goes at once: the server stores the
 * mail in Sent, holds it until its `sendAt` and delivers it then, whether or not this page is still open (a
 * reload or a closed tab loses nothing). "Sending… Undo" is shown for that time; Undo asks the server to
 * take it back to Drafts, and answers the draft to open again.
 */
export function usePendingSend({ onSent, onFailed, onUndoFailed }: PendingSendHandlers) {
  const dispatch = useAppDispatch();
  const held = useRef<Held | null>(null);
  const mounted = useRef(true);
  const handlers = useRef({ onSent, onFailed, onUndoFailed });
  handlers.current = { onSent, onFailed, onUndoFailed };
  const [waiting, setWaiting] = useState(false);

  const release = useCallback((which: Held) => {
    clearTimeout(which.timer);
    if (held.current !== which) return;
    held.current = null;
    if (mounted.current) setWaiting(false);
  }, []);

  const send = useCallback(
    (draft: MailDraft) => {
      // One Undo at a time: a mail held before this one simply goes (the server has it).
      if (held.current) release(held.current);
      const request = dispatch(composeApi.endpoints.sendMail.initiate(draft));
      const current: Held = { draft, undone: false, answer: Promise.resolve(undefined) };
      current.answer = request
        .unwrap()
        .then((mail) => {
          if (current.undone) return mail;
          current.timer = setTimeout(() => {
            release(current);
            dispatch(composeApi.util.invalidateTags([mailListTag]));
            handlers.current.onSent(mail);
          }, undoWindowOf(mail));
          return mail;
        })
        .catch((error: unknown) => {
          release(current);
          if (!current.undone) handlers.current.onFailed(draft, readApiFailure(error), mounted.current);
          return undefined;
        })
        .finally(() => request.reset());
      held.current = current;
      setWaiting(true);
    },
    [dispatch, release],
  );

  /** Takes the held mail back from the server, unsent; answers its draft, or undefined when it has gone. */
  const undo = useCallback(async (): Promise<MailDraft | undefined> => {
    const current = held.current;
    if (!current) return undefined;
    current.undone = true;
    release(current);
    const mail = await current.answer;
    // The send itself failed: nothing is held, the draft is as it was.
    if (!mail) return current.draft;
    const request = dispatch(composeApi.endpoints.undoSend.initiate(mail.id));
    try {
      await request.unwrap();
      return current.draft;
    } catch (error) {
      handlers.current.onUndoFailed(readApiFailure(error));
      return undefined;
    } finally {
      request.reset();
    }
  }, [dispatch, release]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return { waiting, send, undo };
}
