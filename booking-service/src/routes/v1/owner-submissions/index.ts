import { imageCountLimits, ownerSubmissionInputSchema } from '@stayvn/shared';
import { formWithImagesRoute } from '../../../uploads/form-route.js';

export default formWithImagesRoute({
  name: 'owner-submission',
  summary: 'An owner offers a property (the owner form): multipart/form-data with up to 10 images',
  description:
    'Text fields `ownerSubmissionInputSchema` (language, fullName ≤ 191, phoneNumber, email ≤ 191, ' +
    'cityId, propertyType, currency USD|VND, bedrooms, bathrooms, address ≤ 191, descriptionFacilities ' +
    'and descriptionAmenities ≤ 500, leasePrice an integer of at most 10 digits, agreePrivacy, ' +
    'captcha) and up to 10 files in `images` (jpeg, png, gif, tiff or bmp by content, each under ' +
    '2,500,000 bytes). 201 `{id}`: stored with status `new` and private images; an acknowledgement ' +
    'to the owner in their language and a notification to the city’s support address go through ' +
    'the mail outbox. 400 `validation_failed` with field keys (`file_image_maximum` on `images` or ' +
    '`images.N` for any image violation), or `captcha_invalid`. 415 when not multipart. 429 ' +
    '`too_many_requests` with Retry-After.',
  schema: ownerSubmissionInputSchema,
  maxFiles: imageCountLimits.owner,
  sender: (input) => input.email,
  create: (fastify, input, files, userId) => fastify.ownerSubmissionsService.create(input, files, userId),
});
