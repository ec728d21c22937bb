import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** How long typing must pause before the list asks the server again. */
export const searchDelayMs = 300;

export interface ListSearchBoxProps {
  /** The search as the URL holds it. */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onSearch(value: string): void;
  label: string;
  placeholder?: string;
  testId: string;
  /** Names a button that empties the box; without it the browser's own search field clears it. */
  clearLabel?: string;
  sx?: SxProps<Theme>;
}

/**
 * A list's quick search: it shows what is typed at once, writes to the URL only once the user pauses
 * (so each keystroke is not a request), and follows the URL when it moves otherwise (back button,
 * "clear filters").
 */
export function ListSearchBox({ value, onSearch, label, placeholder, testId, clearLabel, sx }: ListSearchBoxProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  /** What this box last wrote to the URL and has not seen arrive yet. */
  const [pending, setPending] = useState<string | null>(null);
  if (value !== shown) {
    setShown(value);
    // Our own write arriving leaves the text alone (the user may have typed on); any other move of
    // the URL is shown as it is.
    if (value === pending) setPending(null);
    else setText(value);
  }

  const commit = (wanted: string) => {
    setPending(wanted);
    onSearch(wanted);
  };

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = setTimeout(() => {
      setPending(wanted);
      onSearch(wanted);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <TextField
      type={clearLabel ? 'text' : 'search'}
      size="small"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        // Enter searches at once instead of waiting for the pause.
        if (event.key === 'Enter' && text.trim() !== value) commit(text.trim());
      }}
      sx={sx}
      slotProps={{
        htmlInput: { 'data-testid': testId, maxLength: 100, enterKeyHint: 'search', spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment:
            clearLabel && text ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label={clearLabel} onClick={() => setText('')} edge="end">
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
