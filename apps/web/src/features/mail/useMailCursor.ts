import type { MailListItem } from '@conecta/contracts/mail';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CollectionView } from '../../shell/collection';

const focusRow = (id: string) =>
  document.querySelector<HTMLElement>(`[data-mail-id="${CSS.escape(id)}"] [data-testid="mail-open"]`)?.focus();

/**
 * The mail the keyboard is on: the open one, else the row last opened or stepped to. Stepping (j/k)
 * opens the next mail while one is open, and otherwise moves the focus along the rows.
 */
export function useMailCursor(view: CollectionView, mails: readonly MailListItem[] | undefined) {
  const navigate = useNavigate();
  const [cursorId, setCursorId] = useState<string>();
  const currentId = view.itemId ?? cursorId;
  const step = (by: 1 | -1) => {
    if (!mails || mails.length === 0) return;
    const index = mails.findIndex((mail) => mail.id === currentId);
    const next = mails[index === -1 ? 0 : Math.min(mails.length - 1, Math.max(0, index + by))];
    if (!next) return;
    setCursorId(next.id);
    if (view.itemId) navigate(view.itemPath(next.id));
    else focusRow(next.id);
  };
  return { currentId, setCursorId, step };
}
