import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The title and lead sentence every simple page starts with. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header>
      <Typography variant="h4" component="h1" data-testid="page-title" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
          {children}
        </Typography>
      )}
    </header>
  );
}
