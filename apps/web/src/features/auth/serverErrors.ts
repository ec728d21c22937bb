import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { AuthErrorField, AuthFailure } from './providers/types';

/**
 * Puts a provider's field errors on the form's inputs. Returns false when none matched, so
 * the page can show the failure in the snackbar instead.
 */
export function applyFieldErrors<T extends FieldValues>(
  failure: AuthFailure,
  setError: UseFormSetError<T>,
  fieldFor: Partial<Record<AuthErrorField, Path<T>>>,
): boolean {
  let applied = false;
  for (const [field, message] of Object.entries(failure.fields ?? {})) {
    const input = fieldFor[field as AuthErrorField];
    if (!input || !message) continue;
    setError(input, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
