import Button from '@mui/material/Button';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { showMessage } from '../message/messageSlice';
import { collectionNamespace } from './locales';

/** How long a change can be taken back. */
export const undoWindowMs = 5000;

/**
 * Where every undo toast stands, whatever the feature: bottom centre (the app's messages are at the
 * top), so the eye learns one place. A feature's own "Undo" notice (Mail's held send) uses it too.
 */
export const undoToastAnchor: SnackbarOrigin = { vertical: 'bottom', horizontal: 'center' };

export interface UndoOffer {
  /** The action, named: "Tarefa concluída", "Movido para a Lixeira". */
  message: string;
  /**
   * Takes the change back: the inverse call, or forgetting a call not yet made. A promise resolving to
   * `false` means it failed (and the feature said so); otherwise "Undone." is said once it is done.
   */
  undo(): unknown;
  /** A call held back until the window closes (a permanent deletion); made at once if the page goes. */
  commit?(): void;
}

/**
 * One change at a time offered for undoing, in a toast that names it, with an Undo button. A new offer
 * closes the window of the one before (which then stands), and so do the five seconds, Escape and
 * leaving the page. Render `toast` once in the page.
 */
export function useUndoToast({ testId = 'undo-toast' }: { testId?: string } = {}) {
  const { t } = useTranslation(collectionNamespace);
  const dispatch = useAppDispatch();
  const [offer, setOffer] = useState<(UndoOffer & { key: number }) | null>(null);
  const current = useRef<UndoOffer | null>(null);

  const settle = useCallback(() => {
    current.current?.commit?.();
    current.current = null;
    setOffer(null);
  }, []);

  const offerUndo = useCallback(
    (next: UndoOffer) => {
      settle();
      current.current = next;
      setOffer({ ...next, key: Date.now() });
    },
    [settle],
  );

  const takeBack = async () => {
    const taken = current.current;
    current.current = null;
    setOffer(null);
    if (!taken) return;
    const done = await taken.undo();
    if (done !== false) dispatch(showMessage({ message: t('undone'), variant: 'info' }));
  };

  useEffect(() => settle, [settle]);
  // The window is timed here, not by the snackbar (which pauses while the page is not focused): a held
  // deletion is made when the five seconds are over.
  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(settle, undoWindowMs);
    return () => clearTimeout(timer);
  }, [offer, settle]);

  const toast = (
    <Snackbar
      key={offer?.key}
      open={offer !== null}
      anchorOrigin={undoToastAnchor}
      onClose={(_event, reason) => {
        // A click elsewhere does not end the window: only time, a new change, Escape or leaving does.
        if (reason !== 'clickaway') settle();
      }}
      message={offer?.message}
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={() => void takeBack()} data-testid={`${testId}-button`}>
          {t('undo')}
        </Button>
      }
    />
  );
  return { offerUndo, toast, open: offer !== null };
}

export type OfferUndo = ReturnType<typeof useUndoToast>['offerUndo'];
