import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { showMessage } from '../message/messageSlice';
import { fullscreenNamespace } from './locales';

/** Toolbar fullscreen button (console-core §2.6, §4.2); it follows the browser's own changes too. */
export function FullscreenToggle() {
  const { t } = useTranslation(fullscreenNamespace);
  const dispatch = useAppDispatch();
  const [fullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const follow = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const toggle = async () => {
    const unsupported = () => dispatch(showMessage({ message: t('unsupported'), variant: 'warning' }));
    if (!document.fullscreenEnabled || typeof document.documentElement.requestFullscreen !== 'function') {
      unsupported();
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      // Refused by the browser (a policy or an iframe without permission).
      unsupported();
    }
  };

  return (
    <Tooltip title={t('toggle')}>
      <IconButton
        color="inherit"
        aria-label={t('toggle')}
        aria-pressed={fullscreen}
        data-testid="fullscreen-toggle"
        onClick={() => void toggle()}
      >
        {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}
