import { imageCountLimits, reviewSubmissionInputSchema } from '@stayvn/shared';
import { formWithImagesRoute } from '../../../uploads/form-route.js';

export default formWithImagesRoute({
  name: 'review',
  summary: 'A review through its e-mailed link: multipart/form-data with up to 5 images',
  description:
    'Text fields `reviewSubmissionInputSchema` (language, key from the link, rate 1–5 default 5, ' +
    'tagKey of a CMS review tag, content ≤ 1,500) and up to 5 files in `images` (jpeg, png, gif, ' +
    'tiff or bmp by content, each under 2,500,000 bytes). 201 `{id}`: the key is spent and the ' +
    'review waits for moderation (`pending`); it counts, and its images are public, once staff ' +
    'publish it. 400 `review_key_invalid` (unknown, used or expired key: the web goes to ' +
    '/{lang}/send-review/result), `validation_failed` (`file_image_maximum` for images); 415; 429.',
  schema: reviewSubmissionInputSchema,
  maxFiles: imageCountLimits.review,
  sender: (input) => input.key,
  create: (fastify, input, files) => fastify.reviewInvitations.submit(input, files),
});
