import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SkeletonRowsProps {
  count: number;
  /** The round placeholder at the start of each row (an avatar, a check box). */
  circle: number;
  /** The widths of the row's two lines of text. */
  lines: [string, string];
  /** Spacing of a row, as its list spaces its real rows. */
  sx?: SxProps<Theme>;
}

/** Placeholder rows of a list while it loads: a circle and two lines of text each. */
export function SkeletonRows({ count, circle, lines, sx }: SkeletonRowsProps) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
    <Box key={index} sx={[{ display: 'flex', gap: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Skeleton variant="circular" width={circle} height={circle} />
      <Box sx={{ flexGrow: 1 }}>
        <Skeleton width={lines[0]} />
        <Skeleton width={lines[1]} />
      </Box>
    </Box>
  ));
}
