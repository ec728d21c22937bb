import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useRef, useState } from 'react';

export interface InlineFormProps {
  /** The button that opens the form, and the form's submit. */
  openLabel: string;
  fieldLabel: string;
  submitLabel: string;
  cancelLabel: string;
  testId: string;
  /** Resolves true when the text was taken: the field empties and stays open for the next. */
  onSubmit(text: string): Promise<boolean>;
  maxLength?: number;
  initial?: string;
  /** Open from the start (a rename). */
  startOpen?: boolean;
  onClose?(): void;
}

/** A button that turns into a one-line form: add a list, add a card, rename. Escape closes it. */
export function InlineForm({
  openLabel,
  fieldLabel,
  submitLabel,
  cancelLabel,
  testId,
  onSubmit,
  maxLength = 200,
  initial = '',
  startOpen = false,
  onClose,
}: InlineFormProps) {
  const [open, setOpen] = useState(startOpen);
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const close = () => {
    setOpen(false);
    setText(initial);
    onClose?.();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value || busy) return;
    setBusy(true);
    const taken = await onSubmit(value);
    setBusy(false);
    if (taken) {
      setText('');
      if (startOpen) close();
      // Ready for the next one, as the keyboard left it.
      else input.current?.focus();
    }
  };
  if (!open) {
    return (
      <Button
        startIcon={<AddIcon />}
        onClick={() => setOpen(true)}
        data-testid={`${testId}-open`}
        sx={{ justifyContent: 'flex-start' }}
      >
        {openLabel}
      </Button>
    );
  }
  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <TextField
        size="small"
        label={fieldLabel}
        value={text}
        autoFocus
        inputRef={input}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close();
          }
        }}
        slotProps={{ htmlInput: { maxLength, 'data-testid': `${testId}-input` } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          size="small"
          disabled={busy || !text.trim()}
          data-testid={`${testId}-submit`}
        >
          {submitLabel}
        </Button>
        <Button size="small" onClick={close}>
          {cancelLabel}
        </Button>
      </Box>
    </Box>
  );
}
