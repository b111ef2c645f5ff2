import { z } from 'zod';
import { defaultLanguage } from '../languages.js';
import { languageSchema } from './languages.js';

/** The header's apartments menu: projects grouped by city (spec §2.8, §3 Project group). */
export const projectMenuQuerySchema = z.lazy(() =>
  z.object({ lang: languageSchema.default(defaultLanguage) }),
);
export type ProjectMenuQuery = z.infer<typeof projectMenuQuerySchema>;

export const projectMenuItemSchema = z.lazy(() =>
  z.object({
    id: z.string().describe('The CMS document id'),
    slug: z.string(),
    name: z.string(),
  }),
);
export type ProjectMenuItem = z.infer<typeof projectMenuItemSchema>;

export const projectMenuGroupSchema = z.lazy(() =>
  z.object({
    cityId: z.number().int(),
    cityName: z.string(),
    projects: z.array(projectMenuItemSchema),
  }),
);
export type ProjectMenuGroup = z.infer<typeof projectMenuGroupSchema>;

export const projectMenuSchema = z.lazy(() => z.object({ groups: z.array(projectMenuGroupSchema) }));
export type ProjectMenu = z.infer<typeof projectMenuSchema>;
