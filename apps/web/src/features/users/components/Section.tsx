import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface SectionProps {
  title: string;
  /** Beside the title: a count, a link. */
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** One titled block of the user page, named by its heading for assistive technology. */
export function Section({ title, aside, testId, children }: SectionProps) {
  const headingId = useId();
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
