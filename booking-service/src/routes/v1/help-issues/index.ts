import { helpIssueInputSchema, imageCountLimits } from '@stayvn/shared';
import { formWithImagesRoute } from '../../../uploads/form-route.js';

export default formWithImagesRoute({
  name: 'help-issue',
  summary: 'A tenant reports an issue (Help → Report an issue): multipart/form-data with up to 5 images',
  description:
    'Text fields `helpIssueInputSchema` (language, fullName, phoneNumber, email, apartmentName and ' +
    'address required, issueType from `helpIssueTypes`, description ≤ 2000, captcha) and up to 5 files ' +
    'in `images` (jpeg, png, gif, tiff or bmp by content, each under 2,500,000 bytes). 201 `{id}`: ' +
    'stored with status `new` and private images, acknowledged to the sender, SUPPORT_EMAIL told. 400 ' +
    '`validation_failed` (`file_image_maximum` for images) or `captcha_invalid`; 415; 429.',
  schema: helpIssueInputSchema,
  maxFiles: imageCountLimits.issue,
  sender: (input) => input.email,
  create: (fastify, input, files, userId) => fastify.supportRequestsService.createIssue(input, files, userId),
});
