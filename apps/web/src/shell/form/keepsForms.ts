/**
 * The state of a navigation that keeps the page and its open forms: a page writing its own search as typed into the
 * query (`setSearchParams(next, { replace: true, state: keepsForms })`). It is not held for a question. A drawer or
 * dialog whose own address closes it navigates without it, and is asked about.
 */
export const keepsForms = { keepsForms: true } as const;

/** Whether a navigation's state says it keeps the forms. */
export const keepsTheForms = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { keepsForms?: unknown }).keepsForms === true;
