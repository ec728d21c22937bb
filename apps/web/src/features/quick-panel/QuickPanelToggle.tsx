import EventNoteIcon from '@mui/icons-material/EventNote';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { quickPanelNamespace } from './locales';
import { quickPanelToggled, selectQuickPanelOpen } from './quickPanelSlice';

/** Toolbar button that toggles the quick panel. */
export function QuickPanelToggle() {
  const { t } = useTranslation(quickPanelNamespace);
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectQuickPanelOpen);
  return (
    <Tooltip title={t('open')}>
      <IconButton
        color="inherit"
        aria-label={t('open')}
        aria-expanded={open}
        data-testid="quick-panel-toggle"
        onClick={() => dispatch(quickPanelToggled())}
      >
        <EventNoteIcon />
      </IconButton>
    </Tooltip>
  );
}
