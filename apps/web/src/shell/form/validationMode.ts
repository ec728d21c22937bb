/**
 * When a form's fields are checked (console-core §5, "General": a field shows its error when it is
 * required and touched, or when an error message exists). A field is checked when it is left, so one
 * focused and left empty says what it needs; from then on at every change, so its sentence goes as it
 * is put right. After a submit, only changes check: an error the server put on a field stays until
 * that field changes, however the focus moves. Spread into every form's `useForm`:
 * `useForm({ ...fieldValidation, resolver, … })`.
 */
export const fieldValidation = { mode: 'onTouched', reValidateMode: 'onChange' } as const;
