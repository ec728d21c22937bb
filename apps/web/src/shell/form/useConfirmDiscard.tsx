import { type ContextType, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { keepsTheForms } from './keepsForms';
import { formNamespace } from './locales';

export interface ConfirmDiscard {
  /** Wraps a close handler (Escape, ×, Cancel, a click outside): with unsaved changes it asks first. */
  guard(close: () => void): () => void;
  /** Runs an action that leaves the form on purpose (after a save) without asking. */
  release(action: () => void): void;
  /** Asks now, whatever `isDirty` says (a close that found it cannot keep the changes), then runs `leave`. */
  ask(leave: () => void): void;
  /** The question; render it beside the form. */
  dialog: ReactNode;
}

/**
 * Keeps unsaved changes from being lost by accident. While `isDirty`, guarded closes, in-app
 * navigation (links, the menu, a URL change such as closing a drawer kept in the URL) and leaving
 * the page (reload, closing the tab) ask first.
 */
/** The question's words, when a form has its own (the default: "Discard your changes?"). */
export interface DiscardTexts {
  title: string;
  message: string;
  confirm: string;
  cancel: string;
}

export function useConfirmDiscard(isDirty: boolean, texts?: DiscardTexts): ConfirmDiscard {
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
      title={texts?.title ?? t('discardTitle')}
      message={texts?.message ?? t('discardMessage')}
      confirmLabel={texts?.confirm ?? t('discardConfirm')}
      cancelLabel={texts?.cancel ?? t('discardCancel')}
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

  const ask = useCallback((leave: () => void) => setPending(() => leave), []);

  return { guard, release, ask, dialog };
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
      if (keepsTheForms(args[1])) return leave();
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
  // A form shown outside a router (a component test of the form alone) holds no navigation.
  const navigator = useContext(UNSAFE_NavigationContext)?.navigator as Navigator | undefined;
  const askRef = useRef(ask);
  askRef.current = ask;
  useEffect(() => {
    if (!active || !navigator) return;
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

export { keepsForms } from './keepsForms';
