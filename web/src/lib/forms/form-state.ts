import { fieldErrorsFromIssues, type FieldError } from '@stayvn/shared';
import type { z } from 'zod';

/** Message keys (the shared schemas' and the service's field codes) by field name. */
export type FieldKeys<F extends string> = Partial<Record<F, string>>;

export type FormState<V extends Record<string, unknown>> = {
  values: V;
  /** Fields the user has left once: their errors show from then on. */
  touched: Partial<Record<keyof V & string, true>>;
  /** Errors the service answered, shown until the field is edited. */
  serverErrors: FieldKeys<keyof V & string>;
};

export type FormAction<V extends Record<string, unknown>> =
  | { type: 'change'; field: keyof V & string; value: V[keyof V] }
  | { type: 'blur'; field: keyof V & string }
  | { type: 'server-errors'; details: readonly FieldError[] }
  | { type: 'reset'; values: V };

export function initialFormState<V extends Record<string, unknown>>(values: V): FormState<V> {
  return { values, touched: {}, serverErrors: {} };
}

export function formReducer<V extends Record<string, unknown>>(
  state: FormState<V>,
  action: FormAction<V>,
): FormState<V> {
  switch (action.type) {
    case 'change': {
      // Editing a field answers the service's objection to it.
      const { [action.field]: _answered, ...serverErrors } = state.serverErrors;
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        serverErrors: serverErrors as FieldKeys<keyof V & string>,
      };
    }
    case 'blur':
      return state.touched[action.field]
        ? state
        : { ...state, touched: { ...state.touched, [action.field]: true } };
    case 'server-errors': {
      const serverErrors: FieldKeys<keyof V & string> = {};
      const touched = { ...state.touched };
      for (const detail of action.details) {
        if (!(detail.field in state.values)) continue;
        const field = detail.field as keyof V & string;
        serverErrors[field] = detail.code;
        touched[field] = true;
      }
      return { ...state, serverErrors, touched };
    }
    case 'reset':
      return initialFormState(action.values);
  }
}

/** The first problem of every field, as message keys, or {} when the values pass. */
export function schemaErrors<F extends string>(schema: z.ZodType, values: unknown): FieldKeys<F> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldKeys<F> = {};
  for (const error of fieldErrorsFromIssues(result.error.issues)) {
    const field = error.field.split('.')[0] as F;
    errors[field] ??= error.code;
  }
  return errors;
}

/**
 * What the person sees under each field: the service's error until the field is edited,
 * else the schema's once the field was left. Recomputed from the current values, so an
 * error disappears as soon as the field is corrected.
 */
export function visibleErrors<V extends Record<string, unknown>>(
  schema: z.ZodType,
  state: FormState<V>,
): FieldKeys<keyof V & string> {
  const fromSchema = schemaErrors<keyof V & string>(schema, state.values);
  const visible: FieldKeys<keyof V & string> = {};
  for (const field of Object.keys(state.values) as (keyof V & string)[]) {
    const key = state.serverErrors[field] ?? (state.touched[field] ? fromSchema[field] : undefined);
    if (key) visible[field] = key;
  }
  return visible;
}

/**
 * The spec's disabled-button rules all come to one thing: every input the form needs is
 * filled and nothing is in error, including what the service said about the last attempt.
 */
export function canSubmit<V extends Record<string, unknown>>(
  schema: z.ZodType,
  state: FormState<V>,
): boolean {
  return Object.keys(state.serverErrors).length === 0 && schema.safeParse(state.values).success;
}
