import EventNoteIcon from '@mui/icons-material/EventNote';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quickPanelNamespace } from './locales';

// The panel's code and its data load the first time it is opened.
const QuickPanel = lazy(() => import('./QuickPanel'));

/** Toolbar button that toggles the quick panel. */
export function QuickPanelToggle() {
  const { t } = useTranslation(quickPanelNamespace);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <Tooltip title={t('open')}>
        <IconButton
          color="inherit"
          aria-label={t('open')}
          aria-expanded={open}
          data-testid="quick-panel-toggle"
          onClick={() => {
            setWanted(true);
            setOpen((current) => !current);
          }}
        >
          <EventNoteIcon />
        </IconButton>
      </Tooltip>
      {wanted && (
        <Suspense fallback={null}>
          <QuickPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
