/** Fraud monitoring contracts (issue 7): rules, alerts and the admin's actions on them. */
import { z } from 'zod';
import { contractMessage } from './error-messages.ts';
import { multiLineText } from './text.ts';

export const FRAUD_RULES = [
  'ORDER_VELOCITY',
  'HIGH_VALUE_NEW_ACCOUNT',
  'FAILED_PAYMENTS',
  'FAR_SHIPPING',
  'BELOW_MARKET_LISTINGS',
  'HIGH_DISPUTE_RATE',
] as const;
export type FraudRuleId = (typeof FRAUD_RULES)[number];

export const FRAUD_SUBJECTS = ['order', 'account'] as const;
export type FraudSubject = (typeof FRAUD_SUBJECTS)[number];

/** OPEN: waiting for an admin. HELD: the order's escrow cannot be released. SUSPENDED: the account was suspended. */
export const FRAUD_ALERT_STATUSES = ['OPEN', 'DISMISSED', 'HELD', 'SUSPENDED'] as const;
export type FraudAlertStatus = (typeof FRAUD_ALERT_STATUSES)[number];

/** A score at or above this stores an alert; at or above FRAUD_HIGH_RISK it counts as high risk. */
export const FRAUD_ALERT_THRESHOLD = 40;
export const FRAUD_HIGH_RISK = 70;

export const firedRule = z.object({
  rule: z.enum(FRAUD_RULES),
  points: z.number().int(),
  /** Plain-English explanation with the figures that fired it (admins read it). */
  explanation: z.string(),
  /** The figures, for translated explanations in the web app. */
  facts: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type FiredRule = z.infer<typeof firedRule>;

export const fraudAlertDto = z.object({
  id: z.string(),
  subjectType: z.enum(FRAUD_SUBJECTS),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  userStatus: z.string(),
  orderId: z.string().nullable(),
  score: z.number().int(),
  rules: z.array(firedRule),
  status: z.enum(FRAUD_ALERT_STATUSES),
  trigger: z.string(),
  note: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FraudAlertDto = z.infer<typeof fraudAlertDto>;

/** Public, aggregate only: the /ai Fraud Detection tiles. */
export const fraudStatsDto = z.object({
  alertsToday: z.number().int(),
  highRisk: z.number().int(),
  heldOrders: z.number().int(),
  dismissed: z.number().int(),
  openAlerts: z.number().int(),
  /** Per rule, how many alerts it fired in (last 30 days). */
  byRule: z.array(z.object({ rule: z.enum(FRAUD_RULES), count: z.number().int() })),
});
export type FraudStatsDto = z.infer<typeof fraudStatsDto>;

export const fraudAlertsResponse = z.object({ items: z.array(fraudAlertDto) });

export const FRAUD_ACTIONS = ['DISMISS', 'HOLD_ORDER', 'RELEASE_HOLD', 'SUSPEND_ACCOUNT'] as const;
export type FraudAction = (typeof FRAUD_ACTIONS)[number];

export const fraudActionRequest = z.object({
  action: z.enum(FRAUD_ACTIONS, contractMessage('fraud.form.chooseAction')),
  note: multiLineText().min(3, contractMessage('fraud.form.reasonMin')).max(500),
});
