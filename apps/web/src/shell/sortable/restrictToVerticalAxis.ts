import type { Modifier } from '@dnd-kit/core';

/** Rows move up and down only (the one modifier this list needs; @dnd-kit/modifiers is not worth a package). */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
