import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ServerMessage } from '../../app/apiFailure';

export interface ApplyServerErrorsOptions<T extends FieldValues> {
  /** The form field of a server field, where the names differ (`username` → `email`); unlisted ones keep their name. */
  fieldFor?: Partial<Record<string, Path<T>>>;
  /** The form's own fields: a server field outside them is not put anywhere. */
  fields: readonly Path<T>[];
  /** The sentence in the page's language; the server's English when left out. */
  say?: (message: ServerMessage) => string;
}

/**
 * Puts a server's field errors on the form's inputs (and focuses the first). Returns false when
 * none matched a field, so the page can show the failure elsewhere (a snackbar).
 */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  failure: { fields?: Partial<Record<string, ServerMessage>> },
  { fieldFor = {}, fields, say = (message) => message.message }: ApplyServerErrorsOptions<T>,
): boolean {
  let applied = false;
  for (const [serverField, message] of Object.entries(failure.fields ?? {})) {
    const field = fieldFor[serverField] ?? (serverField as Path<T>);
    if (!message || !fields.includes(field)) continue;
    form.setError(field, { type: 'server', message: say(message) }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
