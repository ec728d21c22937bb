import { type ContextType, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { formNamespace } from './locales';

export interface ConfirmDiscard {
  /** Wraps a close handler (Escape, ×, Cancel, a click outside): with unsaved changes it asks first. */
  guard(close: () => void): () => void;
  /** Runs an action that leaves the form on purpose (after a save) without asking. */
  release(action: () => void): void;
  /** The question; render it beside the form. */
  dialog: ReactNode;
}

/**
 * Keeps unsaved changes from being lost by accident. While `isDirty`, guarded closes, in-app
 * navigation (links, the menu, a URL change such as closing a drawer kept in the URL) and leaving
 * the page (reload, closing the tab) ask first.
 */
export function useConfirmDiscard(isDirty: boolean): ConfirmDiscard {
  const { t } = useTranslation(formNamespace);
  const [pending, setPending] = useState<(() => void) | null>(null);
  // Read at the moment of leaving: a save that navigates at once has not re-rendered yet.
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const released = useRef(false);
  const mustAsk = useCallback(() => dirty.current && !released.current, []);

  const release = useCallback((action: () => void) => {
    released.current = true;
    try {
      action();
    } finally {
      released.current = false;
    }
  }, []);

  const guard = useCallback(
    (close: () => void) => () => {
      if (mustAsk()) setPending(() => close);
      else close();
    },
    [mustAsk],
  );

  useBlockedNavigation(isDirty, mustAsk, (leave) => setPending(() => leave));

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!mustAsk()) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers ask only when this is set
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, mustAsk]);

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('discardTitle')}
      message={t('discardMessage')}
      confirmLabel={t('discardConfirm')}
      cancelLabel={t('discardCancel')}
      destructive
      maxWidth="xs"
      confirmTestId="discard-confirm"
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const leave = pending;
        setPending(null);
        if (leave) release(leave);
      }}
    />
  );

  return { guard, release, dialog };
}

interface NavigationGuard {
  mustAsk(): boolean;
  ask(leave: () => void): void;
}

type Navigator = ContextType<typeof UNSAFE_NavigationContext>['navigator'];

/** The forms holding navigation now; the router's navigator is wrapped once while there are any. */
const guards = new Set<NavigationGuard>();
let unwrap: (() => void) | undefined;

function wrapNavigator(navigator: Navigator) {
  const { push, replace } = navigator;
  const hold =
    (go: typeof push): typeof push =>
    (...args) => {
      const leave = () => go.apply(navigator, args);
      const asking = [...guards].reverse().find((guard) => guard.mustAsk());
      if (asking) asking.ask(leave);
      else leave();
    };
  navigator.push = hold(push);
  navigator.replace = hold(replace);
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}

/**
 * Holds in-app navigation for a question while `active`. The app uses declarative routes (the data
 * router, whose `useBlocker` does this, would weigh on the sign-in page), so the router's navigator
 * is wrapped instead; Back and Forward are not held.
 */
function useBlockedNavigation(active: boolean, mustAsk: () => boolean, ask: (leave: () => void) => void) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const askRef = useRef(ask);
  askRef.current = ask;
  useEffect(() => {
    if (!active) return;
    const guard: NavigationGuard = { mustAsk, ask: (leave) => askRef.current(leave) };
    guards.add(guard);
    unwrap ??= wrapNavigator(navigator);
    return () => {
      guards.delete(guard);
      if (guards.size === 0) {
        unwrap?.();
        unwrap = undefined;
      }
    };
  }, [active, navigator, mustAsk]);
}
