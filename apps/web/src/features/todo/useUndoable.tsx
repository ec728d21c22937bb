import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a bulk change can be taken back. */
export const undoWindowMs = 5000;

export interface UndoOffer {
  message: string;
  /** Takes the change back: the inverse call, or forgetting a call not yet made. */
  undo(): void;
  /** A call held back until the window closes (a permanent deletion); made at once if the page goes. */
  commit?(): void;
}

/**
 * One change at a time offered for undoing in a snackbar. A new offer closes the window of the one
 * before (which then stands), and so does leaving the page.
 */
export function useUndoable(undoLabel: string) {
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

  const takeBack = () => {
    current.current?.undo();
    current.current = null;
    setOffer(null);
  };

  useEffect(() => settle, [settle]);
  // The window is timed here, not by the snackbar (which pauses while the page is not focused): a held
  // deletion is made when the five seconds are over.
  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(settle, undoWindowMs);
    return () => clearTimeout(timer);
  }, [offer, settle]);

  const snackbar = (
    <Snackbar
      key={offer?.key}
      open={offer !== null}
      onClose={(_event, reason) => {
        // A click elsewhere does not end the window: only time, a new change, Escape or leaving does.
        if (reason !== 'clickaway') settle();
      }}
      message={offer?.message}
      data-testid="todo-undo"
      action={
        <Button color="inherit" size="small" onClick={takeBack} data-testid="todo-undo-button">
          {undoLabel}
        </Button>
      }
    />
  );
  return { offerUndo, snackbar };
}
