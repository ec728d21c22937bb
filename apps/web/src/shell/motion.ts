import { useSyncExternalStore } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectSettings } from './settings/settingsSlice';

/**
 * How the shell moves (console-core §9): an animation lasts 1000 ms and a hover's change 400 ms; with
 * animations off (a setting) both are 0 and nothing moves. The settings button's icon turns once
 * every 3 s. A browser asking for reduced motion gets none of it either (`useAnimations`).
 */
export const animationDurationMs = 1000;
export const hoverDurationMs = 400;
export const settingsIconTurnMs = 3000;

/** The durations the theme carries (`theme.shellMotion`) for the animations setting. */
export interface ShellMotion {
  /** An entrance or a change of place, in ms. */
  animation: number;
  /** A hover's change of colour or shadow, in ms. */
  hover: number;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(changed: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/** Whether the browser asks for reduced motion (an operating-system setting), followed as it changes. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/** Whether anything may move: the animations setting is on and the browser does not ask for reduced motion. */
export function useAnimations(): boolean {
  const chosen = useAppSelector(selectSettings).animations;
  const reduced = usePrefersReducedMotion();
  return chosen && !reduced;
}

export function motionFor(animations: boolean): ShellMotion {
  return animations ? { animation: animationDurationMs, hover: hoverDurationMs } : { animation: 0, hover: 0 };
}

declare module '@mui/material/styles' {
  interface Theme {
    shellMotion: ShellMotion;
  }
  interface ThemeOptions {
    shellMotion?: ShellMotion;
  }
}
