import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface BulkBarProps {
  /** Rows shown, and how many of them are selected. */
  shown: number;
  selected: number;
  onSelectAll(all: boolean): void;
  texts: { selectAll: string /** "3 selected" */; selectedCount: string };
  /** Prefix of the test ids: `<prefix>-bulk-bar`, `<prefix>-select-all`, `<prefix>-selected-count`. */
  testId: string;
  /** Beside the check box, always there (a "select by kind" menu). */
  selectTools?: ReactNode;
  /** What to do with the selection; shown while something is selected. */
  children: ReactNode;
}

/** Above a list: select all or none, how many are selected, and the actions on them. */
export function BulkBar({ shown, selected, onSelectAll, texts, testId, selectTools, children }: BulkBarProps) {
  const some = selected > 0;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        minHeight: 52,
        borderBottom: 1,
        borderColor: 'divider',
      }}
      data-testid={`${testId}-bulk-bar`}
    >
      <Checkbox
        checked={shown > 0 && selected === shown}
        indeterminate={some && selected < shown}
        disabled={shown === 0}
        onChange={(event) => onSelectAll(event.target.checked)}
        slotProps={{ input: { 'aria-label': texts.selectAll } }}
        data-testid={`${testId}-select-all`}
      />
      {selectTools}
      {some && (
        <>
          <Typography variant="body2" sx={{ mx: 1 }} role="status" data-testid={`${testId}-selected-count`}>
            {texts.selectedCount}
          </Typography>
          {children}
        </>
      )}
    </Box>
  );
}
