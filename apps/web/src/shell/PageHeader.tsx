import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The header band of the simple pages: 120 px high (console-core §9), more only when its text wraps. */
export const pageHeaderHeight = 120;

// Slides in (no fading: the text keeps its contrast all along) over the theme's animation duration.
const enter = keyframes`
  from { transform: translateX(-24px); }
  to { transform: none; }
`;

/** The title and lead sentence every simple page starts with, in its header band. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Box
      component="header"
      data-testid="page-header"
      sx={(theme) => {
        const duration = theme.shellMotion?.animation ?? 0;
        return {
          minHeight: pageHeaderHeight,
          boxSizing: 'border-box',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          // 0 with animations off or reduced motion asked for (`useAnimations` gives the theme its motion).
          animation: duration ? `${enter} ${duration}ms ease-out` : 'none',
        };
      }}
    >
      <Typography variant="h4" component="h1" data-testid="page-title" sx={{ fontWeight: 700, mb: children ? 1 : 0 }}>
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
          {children}
        </Typography>
      )}
    </Box>
  );
}
