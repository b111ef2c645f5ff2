import { z } from 'zod';
import { currencyCodes, type Money } from '../currency.js';

/** A bad value reports the message key `err_invalid_currency`. */
export const currencySchema = z.enum(currencyCodes, { error: 'err_invalid_currency' });

export const moneySchema: z.ZodType<Money> = z.lazy(() =>
  z.object({
    amount: z.number().int().nonnegative(),
    currency: currencySchema,
  }),
);
