import { z } from 'zod';
import { genders } from '../accounts.js';
import { limits } from '../fields.js';
import {
  emailField,
  loginPasswordField,
  optionalPhoneField,
  optionalText,
  passwordField,
  requiredText,
  textField,
} from './fields.js';
import { captchaPayloadField } from './captcha.js';
import { languageSchema } from './languages.js';

/** A new password and its re-entry: both required, equal. */
const passwordPair = {
  password: passwordField,
  confirmPassword: textField('msg_re_enter_password_required').min(1, {
    error: 'msg_re_enter_password_required',
  }),
};
const passwordsMatch: [
  (value: { password: string; confirmPassword: string }) => boolean,
  { error: string; path: string[] },
] = [
  (value) => value.password === value.confirmPassword,
  { error: 'msg_password_mismatch', path: ['confirmPassword'] },
];

export const loginSchema = z.lazy(() =>
  z.object({
    email: emailField(),
    password: loginPasswordField,
    rememberMe: z.boolean().default(false),
    /** Only asked for (`captcha_required`) after several wrong passwords for the e-mail. */
    captcha: captchaPayloadField.optional(),
  }),
);
export type LoginInput = z.infer<typeof loginSchema>;

/** Step 1 of sign-up: the address to send the verification link to. */
export const signUpEmailSchema = z.lazy(() => z.object({ email: emailField(), language: languageSchema }));
export type SignUpEmailInput = z.infer<typeof signUpEmailSchema>;

/** Step 2 of sign-up: the form opened from the e-mailed link. */
export const signUpSchema = z.lazy(() =>
  z
    .object({
      verifyKey: textField().min(1, { error: 'msg_URL_expired' }),
      fullName: requiredText(limits.signUpFullName, 'err_fullname'),
      phoneNumber: optionalPhoneField,
      companyName: optionalText(limits.companyName),
      ...passwordPair,
    })
    .refine(...passwordsMatch),
);
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.lazy(() => z.object({ email: emailField(), language: languageSchema }));
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.lazy(() =>
  z
    .object({ verifyKey: textField().min(1, { error: 'msg_URL_expired' }), ...passwordPair })
    .refine(...passwordsMatch),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.lazy(() =>
  z
    .object({
      currentPassword: textField('msg_current_password_required').min(1, {
        error: 'msg_current_password_required',
      }),
      ...passwordPair,
    })
    .refine(...passwordsMatch)
    .refine((value) => value.password !== value.currentPassword, {
      error: 'msg_password_same_as_current',
      path: ['password'],
    }),
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const profileSchema = z.lazy(() =>
  z.object({
    fullName: requiredText(limits.contactFullName, 'err_fullname'),
    gender: z.enum(genders).nullable().optional(),
    nationality: optionalText(100),
    phoneNumber: optionalPhoneField,
    companyName: optionalText(limits.companyName),
    address: optionalText(255),
  }),
);
export type ProfileInput = z.infer<typeof profileSchema>;
