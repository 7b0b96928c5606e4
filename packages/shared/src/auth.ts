/** Request and response contracts for accounts, sessions and settings. */
import { z } from 'zod';
import { COUNTRY_NAMES } from './countries.ts';
import {
  CONTACT_CATEGORIES,
  KYC_STATUSES,
  LANGUAGES,
  LIMITS,
  NOTIFICATION_PREFERENCE_KEYS,
  ROLES,
} from './constants.ts';
import { contractMessage } from './error-messages.ts';
import { multiLineText, singleLine, singleLineText } from './text.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(contractMessage('auth.form.emailInvalid')).max(254));
export const passwordSchema = z
  .string()
  .check(singleLine)
  .min(LIMITS.passwordMinLength, contractMessage('auth.form.passwordMin'))
  .max(LIMITS.passwordMaxLength, contractMessage('auth.form.passwordMax'));
export const phoneSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^\+?[0-9 ()-]{6,32}$/, contractMessage('auth.form.phoneInvalid'));
const optionalPhone = z.union([z.literal(''), phoneSchema]).optional();

export const roleSchema = z.enum(ROLES);
export const registerRoleSchema = z.enum(['buyer', 'vendor']);
export const languageSchema = z.enum(LANGUAGES);

export const registerRequest = z
  .object({
    name: singleLineText().min(1, contractMessage('auth.form.nameRequired')).max(120),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    role: registerRoleSchema.default('buyer'),
    phone: optionalPhone,
    acceptTerms: z.literal(true, contractMessage('auth.form.termsRequired')),
    language: languageSchema.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    ...contractMessage('auth.form.passwordsMismatch'),
  });
export type RegisterRequest = z.input<typeof registerRequest>;

export const loginRequest = z.object({
  email: emailSchema,
  password: z.string().min(1, contractMessage('auth.form.passwordRequired')).max(LIMITS.passwordMaxLength),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const twoFactorLoginRequest = z.object({
  challengeId: z.string().min(10).max(200).check(singleLine),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, contractMessage('auth.form.codeSixDigits')),
});

export const verifyEmailRequest = z.object({ token: z.string().min(10).max(200).check(singleLine) });
export const resendVerificationRequest = z.object({ email: emailSchema });
export const forgotPasswordRequest = z.object({ email: emailSchema });
export const resetPasswordRequest = z
  .object({
    accessToken: z.string().min(10).max(200).check(singleLine),
    refreshToken: z.string().min(10).max(200).check(singleLine),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    ...contractMessage('auth.form.passwordsMismatch'),
  });

export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_PREFERENCE_KEYS.map((k) => [k, z.boolean()])) as Record<
    (typeof NOTIFICATION_PREFERENCE_KEYS)[number],
    z.ZodBoolean
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const userDto = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  country: z.string().nullable(),
  roles: z.array(roleSchema),
  activeRole: roleSchema,
  isAdmin: z.boolean(),
  kycStatus: z.enum(KYC_STATUSES),
  isVerified: z.boolean(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  language: languageSchema,
  notificationPreferences: notificationPreferencesSchema,
  createdAt: z.string(),
});
export type UserDto = z.infer<typeof userDto>;

export const loginResponse = z.union([
  z.object({ status: z.literal('signed-in'), user: userDto }),
  z.object({ status: z.literal('two-factor-required'), challengeId: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponse>;

export const sessionResponse = z.object({ user: userDto.nullable(), csrfToken: z.string() });

export const updateProfileRequest = z.object({
  name: singleLineText().min(1, contractMessage('auth.form.nameRequired')).max(120),
  email: emailSchema,
  phone: z.union([z.literal(''), phoneSchema]),
  company: singleLineText().max(160),
  /** One of the countries of the shared list, or '' for none. */
  country: z.union([z.literal(''), z.enum(COUNTRY_NAMES)], contractMessage('orders.form.countryRequired')),
  language: languageSchema.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const switchRoleRequest = z.object({ role: roleSchema });
export const switchRoleResponse = z.object({ roles: z.array(roleSchema), activeRole: roleSchema });

export const changePasswordRequest = z
  .object({
    currentPassword: z.string().min(1, contractMessage('auth.form.currentPasswordRequired')),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    ...contractMessage('auth.form.newPasswordsMismatch'),
  });

export const twoFactorSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() });
export const twoFactorEnableRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, contractMessage('auth.form.codeSixDigits')),
});
export const twoFactorDisableRequest = z.object({
  password: z.string().min(1, contractMessage('auth.form.currentPasswordRequired')),
});

export const sessionDto = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof sessionDto>;

export const contactRequest = z.object({
  name: singleLineText().min(1, contractMessage('auth.form.nameRequired')).max(120),
  email: emailSchema,
  category: z.enum(CONTACT_CATEGORIES, contractMessage('auth.form.categoryRequired')),
  subject: singleLineText().min(1, contractMessage('auth.form.subjectRequired')).max(200),
  message: multiLineText().min(1, contractMessage('auth.form.messageRequired')).max(5000),
});
export type ContactRequest = z.infer<typeof contactRequest>;
export const contactResponse = z.object({ ticketId: z.string(), reference: z.string() });

export const notificationDto = z.object({
  id: z.string(),
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationDto = z.infer<typeof notificationDto>;
export const notificationListResponse = z.object({
  items: z.array(notificationDto),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});

/** The periodic jobs on the admin monitor (issue 21): each one's last run and its failures in the last 24 hours. */
export const jobsReport = z.object({
  /** pg-boss on PostgreSQL, timers in the one process of the embedded database, or none (no process runs jobs) */
  runner: z.enum(['pg-boss', 'local', 'off']),
  list: z.array(
    z.object({
      name: z.string(),
      everyMinutes: z.number(),
      lastRun: z
        .object({
          startedAt: z.string(),
          finishedAt: z.string().nullable(),
          /** null while the run is in progress */
          ok: z.boolean().nullable(),
          error: z.string().nullable(),
          attempt: z.number(),
          runBy: z.string(),
        })
        .nullable(),
      runs24h: z.number(),
      failures24h: z.number(),
    }),
  ),
});
export type JobsReport = z.infer<typeof jobsReport>;

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  uptimeSeconds: z.number(),
  startedAt: z.string(),
  version: z.string(),
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  mailQueue: z.object({
    pending: z.number(),
    failed: z.number(),
    sentLastHour: z.number(),
    transport: z.enum(['smtp', 'outbox']),
  }),
  memory: z.object({ rssMb: z.number(), heapUsedMb: z.number() }),
  jobs: jobsReport,
});
export type HealthResponse = z.infer<typeof healthResponse>;
