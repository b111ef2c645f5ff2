import { z } from 'zod';
import { cities, cityCodes, type CityId } from '../cities.js';

export const cityCodeSchema = z.enum(cityCodes);

export const cityIdSchema = z.coerce
  .number()
  .int()
  .refine((id): id is CityId => cities.some((city) => city.id === id), { message: 'unknown_city' });
