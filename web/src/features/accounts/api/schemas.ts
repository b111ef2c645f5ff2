/** The booking service's answers to the account calls (a schema module, loaded with the first of them). */
export {
  favouriteIdsSchema,
  forgotPasswordResultSchema,
  sessionSchema,
  signUpEmailResultSchema,
  userSchema,
  verifiedEmailSchema,
} from '@stayvn/shared';
