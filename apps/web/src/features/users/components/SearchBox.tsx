import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** How long typing must pause before the list asks the server again. */
export const searchDelayMs = 300;

interface SearchBoxProps {
  /** The search as the URL holds it. */
  value: string;
  onSearch(value: string): void;
  label: string;
  testId: string;
}

/**
 * A search field that follows the URL (back button, "clear filters") and writes to it only once the
 * user pauses, so each keystroke is not a request.
 */
export function SearchBox({ value, onSearch, label, testId }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  /** What this box last wrote to the URL and has not seen arrive yet. */
  const [pending, setPending] = useState<string | null>(null);
  if (value !== shown) {
    setShown(value);
    // Our own write arriving leaves the text alone (the user may have typed on); any other move of
    // the URL (back button, cleared filters) is shown as it is.
    if (value === pending) setPending(null);
    else setText(value);
  }

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
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 280 } }}
      slotProps={{
        htmlInput: { 'data-testid': testId, maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
