import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectUserRoles } from '../../app/session/authSlice';
import { type NavigationItem, navigablePages, navigationTitle } from '../navigation';
import { useDebouncedValue } from '../useDebouncedValue';
import { consoleSearchPath, useSearchConsoleQuery } from './consoleSearch';
import { searchNamespace } from './locales';
import { searchNavigation } from './searchNavigation';

const absoluteUrl = /^[a-z][a-z\d+.-]*:/i;

/** `link` entries open in a new tab when they say so, and external ones by default. */
function opensInNewTab(item: NavigationItem, url: string): boolean {
  return item.type === 'link' && (item.target === '_blank' || (item.target === undefined && absoluteUrl.test(url)));
}

export interface SearchBoxProps {
  navigation: readonly NavigationItem[];
  inputId: string;
  /** Lets the trigger put the focus back in the input. */
  focusRef: RefObject<(() => void) | undefined>;
  /** Closes the search; `refocus` returns the focus to the trigger. */
  onClose(refocus: boolean): void;
}

/** Results of the console-wide search the palette lists under the pages, and the shortest text it searches. */
const consoleResultCount = 5;
const consoleMinLength = 2;

/** One option of the combobox: a page of the navigation or a result of the console-wide search. */
interface Option {
  key: string;
  label: string;
  detail?: string;
  choose(): void;
}

/**
 * The open search: a combobox suggesting the pages whose title, in the current language, contains the
 * text. Loaded on the first open, so the toolbar carries only its button.
 */
export default function SearchBox({ navigation, inputId, focusRef, onClose }: SearchBoxProps) {
  const { t } = useTranslation(searchNamespace);
  const roles = useAppSelector(selectUserRoles);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [highlighted, setHighlighted] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const titleOf = (item: NavigationItem) => navigationTitle(item, t);
  const suggestions = searchNavigation(navigablePages(navigation, roles), query, titleOf);
  const searching = query.trim() !== '';
  // The console's data too (`GET /api/search`), once typing pauses: its top results and a link to all of them.
  const settled = useDebouncedValue(query.trim(), 250);
  const found = useSearchConsoleQuery(
    { q: settled, limit: consoleResultCount },
    { skip: settled.length < consoleMinLength },
  ).currentData;
  const results = searching && found && found.q === settled && settled === query.trim() ? found.results : [];
  const pageOptions: Option[] = suggestions.map((item) => ({
    key: item.id,
    label: titleOf(item),
    choose: () => choose(item),
  }));
  const consoleOptions: Option[] = results.length
    ? [
        ...results.map((result) => ({
          key: `${result.kind}:${result.id}`,
          label: result.title,
          detail: result.excerpt,
          choose: () => go(result.url),
        })),
        { key: 'all', label: t('consoleAll', { q: settled }), choose: () => go(consoleSearchPath(settled)) },
      ]
    : [];
  const options = [...pageOptions, ...consoleOptions];
  const expanded = options.length > 0;
  // The list can shrink under the highlight (a language or role change): then nothing is highlighted.
  const active = highlighted < options.length ? highlighted : -1;

  // Before paint: the box never shows without the focus in it (a keystroke right after the click lands).
  useLayoutEffect(() => {
    inputRef.current?.focus();
    focusRef.current = () => inputRef.current?.focus();
    return () => {
      focusRef.current = undefined;
    };
  }, [focusRef]);

  const choose = (item: NavigationItem) => {
    onClose(true);
    const url = item.url;
    if (!url) return;
    if (opensInNewTab(item, url)) window.open(url, '_blank', 'noopener,noreferrer');
    else if (absoluteUrl.test(url)) window.location.assign(url);
    else navigate(url);
  };

  const go = (url: string) => {
    onClose(true);
    navigate(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys that confirm an input method's composition are not meant for the search.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) return;
        const last = options.length - 1;
        if (event.key === 'ArrowDown') setHighlighted(active >= last ? 0 : active + 1);
        else setHighlighted(active <= 0 ? last : active - 1);
        break;
      }
      case 'Enter': {
        // Enter without a highlight takes the first suggestion, as most search boxes do.
        const option = options[active >= 0 ? active : 0];
        if (!option) return;
        event.preventDefault();
        option.choose();
        break;
      }
      case 'Escape':
        event.preventDefault();
        onClose(true);
        break;
    }
  };

  const renderOption = (option: Option, index: number) => (
    <ListItemButton
      key={option.key}
      component="li"
      id={optionId(index)}
      role="option"
      // Options are never focused: the input keeps the focus and points at them.
      tabIndex={-1}
      aria-selected={index === active}
      selected={index === active}
      // Keeps the focus (and the caret) in the input.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => index !== active && setHighlighted(index)}
      onClick={() => option.choose()}
    >
      {option.detail === undefined ? (
        option.label
      ) : (
        <ListItemText
          primary={option.label}
          secondary={option.detail}
          sx={{ my: 0 }}
          slotProps={{
            primary: { noWrap: true },
            secondary: { noWrap: true, sx: { maxWidth: { xs: 240, sm: 360 } } },
          }}
        />
      )}
    </ListItemButton>
  );

  return (
    <>
      <InputBase
        inputRef={inputRef}
        value={query}
        placeholder={t('placeholder')}
        onChange={(event) => {
          setQuery(event.target.value);
          setHighlighted(-1);
        }}
        onKeyDown={onKeyDown}
        sx={{
          color: 'inherit',
          width: { xs: 160, sm: 260 },
          px: 1.5,
          borderRadius: 1,
          // Follows the toolbar's text colour, light or dark.
          bgcolor: 'color-mix(in srgb, currentColor 15%, transparent)',
          '& input::placeholder': { opacity: 0.8 },
        }}
        slotProps={{
          input: {
            id: inputId,
            role: 'combobox',
            'aria-label': t('placeholder'),
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': expanded ? listboxId : undefined,
            'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
            autoComplete: 'off',
            spellCheck: false,
          },
        }}
      />
      {searching && (
        <Paper
          elevation={8}
          sx={{ position: 'absolute', top: 'calc(100% + 4px)', left: 0, right: 0, minWidth: 240, overflow: 'hidden' }}
        >
          {expanded ? (
            <List
              id={listboxId}
              role="listbox"
              aria-label={t('suggestions')}
              dense
              disablePadding
              sx={{ maxHeight: '70vh', overflowY: 'auto' }}
            >
              {pageOptions.map((option, index) => renderOption(option, index))}
              {consoleOptions.length > 0 && (
                <Box component="li" role="group" aria-label={t('console')} sx={{ listStyle: 'none' }}>
                  <ListSubheader component="div" aria-hidden sx={{ lineHeight: 2.5 }}>
                    {t('console')}
                  </ListSubheader>
                  <Box component="ul" role="presentation" sx={{ m: 0, p: 0 }}>
                    {consoleOptions.map((option, index) => renderOption(option, pageOptions.length + index))}
                  </Box>
                </Box>
              )}
            </List>
          ) : (
            <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
              {t('noResults')}
            </Typography>
          )}
        </Paper>
      )}
    </>
  );
}
