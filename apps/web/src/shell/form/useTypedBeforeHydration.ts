import { type RefObject, useLayoutEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * A guest page paints from the server's HTML before its scripts arrive (`app/prerender`): what the user types
 * meanwhile is in the fields, not in the form's state, and the form's next render would clear it. Read once, as
 * the page hydrates (before any re-render), into the form; fields the user has not touched are left alone.
 */
export function useTypedBeforeHydration<T extends FieldValues>(
  formElement: RefObject<HTMLFormElement | null>,
  form: Pick<UseFormReturn<T>, 'setValue'>,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first commit
  useLayoutEffect(() => {
    for (const field of Array.from(formElement.current?.elements ?? [])) {
      // `defaultValue` is what the HTML said (empty): anything else was typed.
      if (!(field instanceof HTMLInputElement) || !field.name || field.value === field.defaultValue) continue;
      form.setValue(field.name as Path<T>, field.value as PathValue<T, Path<T>>, {
        shouldDirty: true,
        shouldTouch: true,
        shouldValidate: true,
      });
    }
  }, []);
}
