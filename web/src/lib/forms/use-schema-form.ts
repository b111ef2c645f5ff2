import type { FieldError } from '@stayvn/shared';
import { useCallback, useMemo, useReducer } from 'react';
import type { z } from 'zod';
import {
  canSubmit,
  formReducer,
  initialFormState,
  visibleErrors,
  type FormAction,
  type FormState,
} from './form-state';

/** Form state over a shared zod schema: values, visible field errors, and the submit rule. */
export function useSchemaForm<V extends Record<string, unknown>>(schema: z.ZodType, initialValues: V) {
  const [state, dispatch] = useReducer(
    formReducer as (state: FormState<V>, action: FormAction<V>) => FormState<V>,
    initialValues,
    initialFormState,
  );
  const errors = useMemo(() => visibleErrors(schema, state), [schema, state]);
  const submittable = useMemo(() => canSubmit(schema, state), [schema, state]);

  const setValue = useCallback(
    <K extends keyof V & string>(field: K, value: V[K]) => dispatch({ type: 'change', field, value }),
    [],
  );
  const touch = useCallback((field: keyof V & string) => dispatch({ type: 'blur', field }), []);
  const setServerErrors = useCallback(
    (details: readonly FieldError[]) => dispatch({ type: 'server-errors', details }),
    [],
  );
  const reset = useCallback((values: V) => dispatch({ type: 'reset', values }), []);

  /** Props for a text field bound to one string value. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: state.values[name] as string,
    onChange: (value: string) => setValue(name, value as V[K]),
    onBlur: () => touch(name),
  });

  return {
    values: state.values,
    errors,
    canSubmit: submittable,
    setValue,
    touch,
    setServerErrors,
    reset,
    field,
  };
}
