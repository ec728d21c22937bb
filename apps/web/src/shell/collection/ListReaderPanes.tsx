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

/** A list beside the item it opened (from `lg` up); below, one or the other, each scrolling on its own. */
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
          width: { xs: '100%', lg: 320, xl: 380 },
          flexShrink: 0,
          display: { xs: reading ? 'none' : 'flex', lg: 'flex' },
          flexDirection: 'column',
          borderInlineEnd: 1,
          borderColor: 'divider',
          minHeight: 0,
        }}
      >
        {list}
      </Box>
      <Box
        sx={{ flexGrow: 1, minWidth: 0, overflowY: 'auto', display: { xs: reading ? 'block' : 'none', lg: 'block' } }}
      >
        {reader}
      </Box>
    </Paper>
  );
}
