import { limits } from '@stayvn/shared';
import { stringParam } from '@/lib/url-params';

/**
 * `?verify-key=` of the sign-up and reset-password links, as `verifyKeySchema`'s key reads it
 * (trimmed, 1 to `limits.verifyKey` characters). A mangled key reads as none: the page shows the
 * expired link instead of the router's error page.
 */
export const verifyKeyParam = stringParam({ trim: true, min: 1, max: limits.verifyKey });
