import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

export interface ListReaderPanesProps {
  /** The accessible name of the list's region. */
  listLabel: string;
  /** An item is open: on narrower screens the reader takes the list's place. */
  reading: boolean;
  list: ReactNode;
  reader: ReactNode;
}

/**
 * A list beside the item it opened from `xl` (1536 px) up; below, the item takes the list's place (its
 * Back returns). With the side pane docked from `md`, a list and a reader side by side would leave the
 * reader a strip on a laptop.
 */
export function ListReaderPanes({ listLabel, reading, list, reader }: ListReaderPanesProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', height: 'calc(100dvh - 240px)', minHeight: 480, overflow: 'hidden' }}
    >
      <Box
        component="section"
        aria-label={listLabel}
        sx={{
          width: { xs: '100%', xl: 380 },
          flexShrink: 0,
          display: { xs: reading ? 'none' : 'flex', xl: 'flex' },
          flexDirection: 'column',
          borderInlineEnd: 1,
          borderColor: 'divider',
          minHeight: 0,
        }}
      >
        {list}
      </Box>
      <Box
        sx={{ flexGrow: 1, minWidth: 0, overflowY: 'auto', display: { xs: reading ? 'block' : 'none', xl: 'block' } }}
      >
        {reader}
      </Box>
    </Paper>
  );
}
