import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { ErrorBoundary, type ErrorFallbackProps } from './ErrorBoundary';
import { useRecovery } from './PageError';
import { useRecoveryTexts } from './useRecoveryTexts';

/**
 * What a panel or a toolbar button shows in its place when it failed: an icon that says so and tries
 * again when pressed. `floating` for a side panel, which has no place in the page's flow.
 */
export function PanelError({ floating = false, ...props }: ErrorFallbackProps & { floating?: boolean }) {
  const texts = useRecoveryTexts();
  useRecovery(props);
  const label = `${texts.panelFailed} ${texts.retry}`;
  // A plain title, not MUI's tooltip: this module is on the sign-in page's path, where every KiB counts.
  const button = (
    <IconButton data-testid="panel-error" color="warning" aria-label={label} title={label} onClick={props.reset}>
      <ErrorOutline />
    </IconButton>
  );
  if (!floating) return button;
  return (
    <Paper
      elevation={4}
      sx={{ position: 'fixed', bottom: 16, insetInlineEnd: 16, zIndex: 'speedDial', borderRadius: '50%' }}
    >
      {button}
    </Paper>
  );
}

/** Around one panel or toolbar button: a failure there leaves the page and the other panels working. */
export function PanelBoundary({ floating, children }: { floating?: boolean; children: ReactNode }) {
  return <ErrorBoundary fallback={(props) => <PanelError floating={floating} {...props} />}>{children}</ErrorBoundary>;
}
