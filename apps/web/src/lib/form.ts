// How every react-hook-form form of the app behaves, so the forms validate the way members know: on
// submit only (with the domain's zod schema), an error leaving as soon as its field changes and coming
// back on the next submit if the value is still refused, and the focus left to the form (most send it
// to their error summary). Types only from react-hook-form: importing this module loads no form code.
import { useEffect, type ChangeEvent } from 'react';
import type { FieldValues, Path, UseFormProps, UseFormReturn } from 'react-hook-form';

/** The useForm options every form starts from (spread them before its own). */
export const submitValidation = {
  mode: 'onSubmit',
  reValidateMode: 'onSubmit',
  shouldFocusError: false,
} as const satisfies Partial<UseFormProps>;

/**
 * A field's error goes when the member changes the field (typing, choosing, ticking); `onFieldChange`
 * (stable, e.g. from useCallback) hears every such change too.
 */
export function useClearErrorOnChange<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'subscribe' | 'clearErrors' | 'getFieldState'>,
  onFieldChange?: () => void,
) {
  const { subscribe, clearErrors, getFieldState } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (type !== 'change' || !name) return;
          // Only when there is one: clearing emits a form-state update, which re-renders the form.
          if (getFieldState(name as Path<T>).invalid) clearErrors(name as Path<T>);
          onFieldChange?.();
        },
      }),
    [subscribe, clearErrors, getFieldState, onFieldChange],
  );
}

/**
 * For a field formatted as one types (card numbers, codes): the change event with the input's value
 * rewritten by `format`, to hand to the registered field's onChange. Only when it differs, as React does
 * for a controlled input, so the caret stays where it is otherwise.
 */
export function formatAsTyped<E extends ChangeEvent<HTMLInputElement>>(event: E, format: (value: string) => string): E {
  const value = format(event.target.value);
  if (event.target.value !== value) event.target.value = value;
  return event;
}
