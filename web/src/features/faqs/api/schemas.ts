import { z } from '@/lib/zod';

export const faqsResponseSchema = z.lazy(() =>
  z.object({
    data: z.array(
      z.object({
        documentId: z.string().min(1),
        title: z.string(),
        content: z.string().nullish(),
        order: z.number().nullish(),
      }),
    ),
  }),
);
