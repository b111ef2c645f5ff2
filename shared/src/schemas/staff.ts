import { z } from 'zod';
import { limits } from '../fields.js';
import { staffRoles } from '../staff.js';
import { captchaPayloadField } from './captcha.js';
import { emailField, passwordField, requiredText, textField } from './fields.js';
import { languageSchema } from './languages.js';
import { optionalDate, optionalFilter } from './staff-queues.js';

/* The booking service's staff API (issue 19): accounts, log-in with a second factor, the audit log. */

export const staffRoleSchema = z.enum(staffRoles, { error: 'err_invalid_value' });

export const staffMemberSchema = z.lazy(() =>
  z.object({
    id: z.uuid(),
    email: z.string(),
    fullName: z.string(),
    role: staffRoleSchema,
    /** invited: no password yet; active: may log in; disabled: refused everywhere. */
    status: z.enum(['invited', 'active', 'disabled']),
    totpEnrolled: z.boolean(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
  }),
);
export type StaffMember = z.infer<typeof staffMemberSchema>;

const totpCodeField = textField('err_staff_code_required')
  .trim()
  .regex(/^\d{6}$/, { error: 'err_staff_code_format' });
const recoveryCodeField = textField('err_staff_code_required')
  .trim()
  .min(1, { error: 'err_staff_code_required', abort: true })
  .max(64, { error: 'err_staff_code_format' });

/** Password, then (once enrolled) a TOTP code or one of the recovery codes. */
export const staffLoginSchema = z.lazy(() =>
  z.object({
    email: emailField(),
    password: textField('err_password_required')
      .min(1, { error: 'err_password_required', abort: true })
      .max(limits.passwordMax, { error: 'err_password_required' }),
    code: totpCodeField.optional(),
    recoveryCode: recoveryCodeField.optional(),
    /** Only asked for (`captcha_required`) after several wrong guesses for the account or address. */
    captcha: captchaPayloadField.optional(),
  }),
);
export type StaffLoginInput = z.infer<typeof staffLoginSchema>;

export const staffSessionSchema = z.lazy(() =>
  z.object({
    accessToken: z.string(),
    /** Epoch seconds. */
    accessTokenExpiresAt: z.number().int(),
    /** Epoch seconds: no refresh goes beyond it. */
    sessionExpiresAt: z.number().int(),
    staff: staffMemberSchema,
  }),
);
export type StaffSession = z.infer<typeof staffSessionSchema>;

/**
 * What a log-in answers: a session; `code_required` when the password was right and a second
 * factor is due (send it again with `code` or `recoveryCode`); `enrolment_required` with a
 * short-lived token for the TOTP enrolment when the account has no second factor yet.
 */
export const staffLoginResultSchema = z.lazy(() =>
  z.discriminatedUnion('step', [
    z.object({ step: z.literal('signed_in'), session: staffSessionSchema }),
    z.object({ step: z.literal('code_required') }),
    z.object({ step: z.literal('enrolment_required'), enrolmentToken: z.string() }),
  ]),
);
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;

/** An invitation's link: its key and the new password. */
export const staffSetPasswordSchema = z.lazy(() =>
  z.object({
    key: textField('msg_URL_expired')
      .trim()
      .min(1, { error: 'msg_URL_expired' })
      .max(limits.verifyKey, { error: 'msg_URL_expired' }),
    password: passwordField,
  }),
);
export type StaffSetPasswordInput = z.infer<typeof staffSetPasswordSchema>;

const enrolmentTokenField = textField('err_staff_enrolment_required')
  .min(1, { error: 'err_staff_enrolment_required', abort: true })
  .max(2000, { error: 'err_staff_enrolment_required' });

/** The short-lived token that a log-in or an invitation's link answers for the TOTP enrolment. */
export const staffEnrolmentTokenSchema = z.lazy(() => z.object({ enrolmentToken: enrolmentTokenField }));

/** A new TOTP secret, and the otpauth:// URI an authenticator app reads from a QR code. */
export const staffTotpEnrolmentSchema = z.lazy(() =>
  z.object({ secret: z.string(), otpauthUri: z.string() }),
);

export const staffTotpConfirmSchema = z.lazy(() =>
  z.object({ enrolmentToken: enrolmentTokenField, code: totpCodeField }),
);

/** Enrolment done: the recovery codes (shown once, stored hashed) and a session. */
export const staffEnrolledSchema = z.lazy(() =>
  z.object({ recoveryCodes: z.array(z.string()), session: staffSessionSchema }),
);

export const staffMemberListSchema = z.lazy(() => z.object({ items: z.array(staffMemberSchema) }));

export const staffInviteSchema = z.lazy(() =>
  z.object({
    email: emailField(),
    fullName: requiredText(limits.contactFullName, 'err_fullname'),
    role: staffRoleSchema,
    language: languageSchema.default('en'),
  }),
);
export type StaffInviteInput = z.infer<typeof staffInviteSchema>;

export const staffAuditFilterMax = 200;
const auditText = () =>
  optionalFilter(textField('err_invalid_value').trim().max(staffAuditFilterMax, { error: 'err_too_long' }));

/**
 * `GET /staff/audit-log`: a page, and the filters, each optional: `actor` (a part of the staff
 * member's e-mail, or `machine` / `command`), `action` (a part of its name, `enquiries.assign`),
 * `item` (a part of the entity's type or id), `from` and `to` (calendar days in Vietnam, both
 * included; `to` not before `from`).
 */
export const staffAuditQuerySchema = z.lazy(() =>
  z
    .object({
      pageIndex: z.coerce.number({ error: 'err_invalid_value' }).int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number({ error: 'err_invalid_value' }).int().min(1).max(100).default(50),
      actor: auditText(),
      action: auditText(),
      item: auditText(),
      from: optionalDate,
      to: optionalDate,
    })
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      error: 'err_date_order',
      path: ['to'],
    }),
);
export type StaffAuditQuery = z.infer<typeof staffAuditQuerySchema>;

export const staffAuditEntrySchema = z.lazy(() =>
  z.object({
    id: z.number().int(),
    at: z.string(),
    /** staff: a person; machine: the STAFF_API_TOKEN (commands); command: a local command. */
    actorType: z.enum(['staff', 'machine', 'command']),
    actorId: z.string().nullable(),
    actorEmail: z.string().nullable(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
  }),
);
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

/** The number of new items waiting in each queue. */
export const staffDashboardSchema = z.lazy(() =>
  z.object({
    queues: z.object({
      enquiries: z.number().int(),
      ownerSubmissions: z.number().int(),
      helpIssues: z.number().int(),
      tenantSupport: z.number().int(),
      transfersAwaitingConfirmation: z.number().int(),
      reviewsPending: z.number().int(),
      /** Refunds the provider refused (still pending, retried) and bank-transfer refunds staff must make. */
      refundsNeedingAttention: z.number().int(),
      /** Card or VNPay payments the provider has not settled yet (`processing`). */
      paymentsNeedingAttention: z.number().int(),
    }),
  }),
);
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;
