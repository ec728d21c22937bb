import type { ScrumboardColor } from '@conecta/contracts/scrumboard';
import { blue, blueGrey, green, grey, orange, pink, purple, red, teal } from '@mui/material/colors';

/** The board colours as paint: a band behind the lists, dark enough for white text. */
export const boardColor: Record<ScrumboardColor, string> = {
  'fuse-dark': '#1e293b',
  'blue-grey': blueGrey[700],
  blue: blue[800],
  green: green[800],
  orange: orange[900],
  purple: purple[700],
  red: red[800],
  teal: teal[800],
};

/** A label's class as a chip colour, with white text that keeps AA contrast. */
export const labelColor: Record<string, string> = {
  blue: blue[800],
  green: green[800],
  orange: orange[900],
  red: red[800],
  purple: purple[700],
  teal: teal[800],
  pink: pink[800],
  grey: grey[700],
};

export const colorOf = (color: string) => boardColor[color as ScrumboardColor] ?? boardColor['fuse-dark'];
