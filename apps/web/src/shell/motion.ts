/**
 * How the shell moves (console-core §9): an animation lasts 1000 ms and a hover's change 400 ms; with
 * animations off (a setting) both are 0 and nothing moves. The settings button's icon turns once
 * every 3 s. A browser asking for reduced motion gets none of it either.
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
