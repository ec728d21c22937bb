import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type FocusEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigationItem } from '../navigation';
import { lazyWithRetry } from '../recovery/retryImport';
import { searchNamespace } from './locales';

const loadSearchBox = () => import('./SearchBox');
const SearchBox = lazyWithRetry(loadSearchBox);

export interface NavigationSearchProps {
  /** The app's navigation (the main layout's `navigation`); only what the user's role may open is searched. */
  navigation: readonly NavigationItem[];
}

/**
 * Toolbar search of the navigation (console-core §4.5): a button that expands into a combobox
 * suggesting the pages whose title, in the current language, contains the text.
 */
export function NavigationSearch({ navigation }: NavigationSearchProps) {
  const { t } = useTranslation(searchNamespace);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusInput = useRef<(() => void) | undefined>(undefined);
  const inputId = `${useId()}-input`;

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  // Ctrl+K (Cmd+K on a Mac) opens the search from anywhere, as in most consoles and editors.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      void loadSearchBox();
      setOpen(true);
      focusInput.current?.();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Tabbing out of the search closes it too; a click elsewhere is the click-away listener's.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) close(false);
  };

  return (
    <ClickAwayListener onClickAway={() => open && close(false)}>
      <Box onBlur={onBlur} sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Tooltip title={t('open')}>
          <IconButton
            ref={triggerRef}
            color="inherit"
            aria-label={t('open')}
            aria-expanded={open}
            aria-keyshortcuts="Control+K Meta+K"
            aria-controls={open ? inputId : undefined}
            data-testid="navigation-search"
            // The box's code is fetched as the pointer comes near, so it opens without a wait.
            onPointerEnter={() => void loadSearchBox()}
            onFocus={() => void loadSearchBox()}
            onClick={() => (open ? focusInput.current?.() : setOpen(true))}
          >
            <SearchIcon />
          </IconButton>
        </Tooltip>
        {open && (
          <Suspense fallback={null}>
            <SearchBox navigation={navigation} inputId={inputId} focusRef={focusInput} onClose={close} />
          </Suspense>
        )}
      </Box>
    </ClickAwayListener>
  );
}
