import { useCallback, useState } from 'react';

const none: ReadonlySet<string> = new Set();

export interface ScopedSelection {
  /** The selected ids, empty once the scope changes. */
  selected: ReadonlySet<string>;
  select(ids: Iterable<string>): void;
  /** Adds or removes one id (`on` forces the state; stable while the scope is). */
  toggle(id: string, on?: boolean): void;
  clear(): void;
}

/**
 * A selection that belongs to what it was made on: another list, search, sort or page (another
 * `scope`) starts with none, so a bulk action never reaches rows the user no longer sees.
 */
export function useScopedSelection(scope: string): ScopedSelection {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: none });
  // Forgotten when the scope changes, so coming back to a list does not bring an old selection back.
  if (state.scope !== scope) setState({ scope, ids: none });
  const selected = state.scope === scope ? state.ids : none;
  const select = useCallback((ids: Iterable<string>) => setState({ scope, ids: new Set(ids) }), [scope]);
  const toggle = useCallback(
    (id: string, on?: boolean) =>
      setState((current) => {
        const ids = new Set(current.scope === scope ? current.ids : none);
        if (on ?? !ids.has(id)) ids.add(id);
        else ids.delete(id);
        return { scope, ids };
      }),
    [scope],
  );
  const clear = useCallback(() => setState({ scope, ids: none }), [scope]);
  return { selected, select, toggle, clear };
}
