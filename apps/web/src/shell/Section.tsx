import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface SectionProps {
  title: string;
  /**
   * `card`: a block of a page (an outlined paper, an h2). `plain`: a part of a panel or drawer (a small
   * caps h3 over its content).
   */
  variant?: 'card' | 'plain';
  /** Beside the title: a count, a link. */
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** One titled part of a page or panel, named by its heading for assistive technology. */
export function Section({ title, variant = 'card', aside, testId, children }: SectionProps) {
  const headingId = useId();
  if (variant === 'plain') {
    return (
      <Box component="section" aria-labelledby={headingId} data-testid={testId} sx={{ mb: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={headingId} variant="overline" component="h3" color="text.secondary" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {aside}
        </Box>
        {children}
      </Box>
    );
  }
  return (
    <Paper component="section" aria-labelledby={headingId} data-testid={testId} variant="outlined" sx={{ p: 2.5 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1.5,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {aside}
      </Box>
      {children}
    </Paper>
  );
}
