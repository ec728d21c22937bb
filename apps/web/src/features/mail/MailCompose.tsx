import type { Mail } from '@conecta/contracts/mail';
import { Suspense, useMemo, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session/authSlice';
import { lazyWithRetry } from '../../shell/recovery/retryImport';
import { replyDraft } from './compose/replyDraft';

// The compose dialog (rich text, recipients, uploads) is heavy: it loads when first opened.
const ComposeDialog = lazyWithRetry(() =>
  import('./compose/ComposeDialog').then((module) => ({ default: module.ComposeDialog })),
);

/** What the compose window opens with: a new mail, an answer to a mail, or a saved draft. */
export type ComposeRequest =
  | { kind: 'new' }
  | { kind: 'reply' | 'replyAll' | 'forward'; mail: Mail }
  | { kind: 'draft'; mail: Mail };

type ComposeInitial = ReturnType<typeof replyDraft>;

function initialOf(request: ComposeRequest, me: { email: string }): ComposeInitial | undefined {
  switch (request.kind) {
    case 'new':
      return undefined;
    case 'draft': {
      const { to, cc, subject, message, attachments, id } = request.mail;
      return { to, cc, subject, message, attachments, draftId: id };
    }
    default:
      return replyDraft(request.mail, request.kind, me);
  }
}

/** The one place the mail page meets the compose dialog. */
export function MailCompose({ request, onClose }: { request: ComposeRequest | null; onClose(): void }) {
  const email = useAppSelector(selectUser).data.email ?? '';
  // Once opened, the dialog stays mounted: its "Sending… Undo" notice outlives the window it closes.
  const [opened, setOpened] = useState(false);
  if (request && !opened) setOpened(true);
  const initial = useMemo(() => (request ? initialOf(request, { email }) : undefined), [request, email]);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ComposeDialog open={request !== null} onClose={onClose} initial={initial} />
    </Suspense>
  );
}
