import { errorCodes } from '@stayvn/shared';
import { HttpResponse } from 'msw';

/** The booking service's 422: the envelope with one field's message key (shared/errors.ts). */
export function fieldErrorAnswer(field: string, code: string) {
  return HttpResponse.json(
    {
      error: {
        code: errorCodes.validation,
        message: 'Invalid input',
        details: [{ field, code, message: `${field} is invalid` }],
      },
    },
    { status: 422 },
  );
}
