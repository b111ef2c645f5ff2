import { z } from 'zod';

/**
 * Every error the booking service answers has this one shape. `details` carries field-level
 * problems: `field` is the dotted path of the input, `code` a message key the web translates.
 */
export const fieldErrorSchema = z.lazy(() =>
  z.object({
    field: z.string(),
    code: z.string(),
    message: z.string(),
  }),
);
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.lazy(() =>
  z.object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.array(fieldErrorSchema).optional(),
    }),
  }),
);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
