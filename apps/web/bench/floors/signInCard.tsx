import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type FormEventHandler, type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const theme = createTheme({ palette: { primary: { main: '#1e40af' } } });

/** What both floors show: a titled card with the fields and a button enabled once they are valid. */
export function SignInCard({
  onSubmit,
  valid,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  valid: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      component="form"
      onSubmit={onSubmit}
      sx={{ p: 4, maxWidth: 480, m: '40px auto', display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="h5">Entrar na sua conta</Typography>
      {children}
      <Button type="submit" variant="contained" disabled={!valid}>
        ENTRAR
      </Button>
    </Paper>
  );
}

/** Renders a floor's page in MUI's theme. */
export function mount(page: ReactNode) {
  const root = document.getElementById('root');
  if (root)
    createRoot(root).render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {page}
        </ThemeProvider>
      </StrictMode>,
    );
}
