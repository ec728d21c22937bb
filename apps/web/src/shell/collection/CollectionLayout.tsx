import type { PreferenceView } from '@conecta/contracts/preferences';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '../PageHeader';
import { DensityToggle, RowDensityProvider, useListDensity } from './density';

/**
 * From this breakpoint (900 px) the side pane stays beside the content; below it, it is a drawer.
 * The folders are how these applications are navigated, so they stay in sight wherever a list still
 * fits beside them (tablets across, laptops); `xl` (1536 px) hid them on most laptops. Content that
 * needs more room splits later on its own (`ListReaderPanes` shows list and reader side by side from `xl`).
 */
export const sidePaneBreakpoint = 'md';
/** The side pane's width, docked or in its drawer. */
export const sidePaneWidth = 240;

/** Whether the side pane is docked beside the content (otherwise it is a drawer). */
export const useSidePaneDocked = () =>
  useMediaQuery((theme: Theme) => theme.breakpoints.up(sidePaneBreakpoint), { noSsr: true });

export interface CollectionLayoutProps {
  /** The side pane's content (folders, filters, labels); `close` shuts its drawer after a pick. */
  side(close: () => void): ReactNode;
  /** The page's title, through `PageHeader`, and the line under it. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Beside the title: the page's own buttons and search. */
  actions?: ReactNode;
  /** The button that opens the side pane's drawer: its accessible name and test id. */
  sideToggle: { label: string; testId: string };
  /**
   * The comfortable / compact switch beside the actions, remembered per account under `view`; the rows
   * read it with `useRowDensity()`.
   */
  density?: { view: PreferenceView; testId: string };
  testId: string;
  children: ReactNode;
}

/** A collection page: its side pane (docked, or a drawer on narrower screens), its header and its content. */
export function CollectionLayout({
  side,
  title,
  subtitle,
  actions,
  sideToggle,
  density,
  testId,
  children,
}: CollectionLayoutProps) {
  const docked = useSidePaneDocked();
  const rows = useListDensity(density?.view);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = () => setDrawerOpen(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100%', bgcolor: 'background.default' }} data-testid={testId}>
      {docked ? (
        <Paper
          square
          elevation={0}
          sx={{ width: sidePaneWidth, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }}
        >
          {side(close)}
        </Paper>
      ) : (
        <Drawer
          open={drawerOpen}
          onClose={close}
          // The drawer is a dialog: it takes the name of the button that opens it.
          slotProps={{ paper: { sx: { width: sidePaneWidth }, 'aria-label': sideToggle.label } as object }}
        >
          {side(close)}
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          {!docked && (
            <IconButton
              aria-label={sideToggle.label}
              onClick={() => setDrawerOpen(true)}
              data-testid={sideToggle.testId}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Box sx={{ flexGrow: 1 }}>
            <PageHeader title={title}>{subtitle}</PageHeader>
          </Box>
          {actions}
          {density && <DensityToggle density={rows.density} onChange={rows.setDensity} testId={density.testId} />}
        </Box>
        <RowDensityProvider value={rows.density}>{children}</RowDensityProvider>
      </Box>
    </Box>
  );
}
