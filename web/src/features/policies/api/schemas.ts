import { z } from '@/lib/zod';

export const policiesResponseSchema = z.lazy(() =>
  z.object({
    data: z.array(
      z.object({
        documentId: z.string().min(1),
        key: z.string(),
        title: z.string(),
        content: z.string().nullish(),
      }),
    ),
  }),
);
