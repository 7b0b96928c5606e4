/**
 * Every language's error catalogue, by domain (`ERROR_CATALOGUES.fr.orders.notFound`): what the server renders its
 * messages from. Apart from error-messages.ts so that importing the helpers (msg, contractMessage, issueMessage) brings
 * the English catalogue only: the web app adds each other language when the visitor chooses it (i18n/bundles).
 */
import { LANGUAGES, type Language } from './constants.ts';
import type { Catalogue } from './error-messages.ts';
import admin from './error-messages/admin.json';
import analytics from './error-messages/analytics.json';
import auth from './error-messages/auth.json';
import billing from './error-messages/billing.json';
import cart from './error-messages/cart.json';
import catalog from './error-messages/catalog.json';
import common from './error-messages/common.json';
import concierge from './error-messages/concierge.json';
import disputes from './error-messages/disputes.json';
import fraud from './error-messages/fraud.json';
import fx from './error-messages/fx.json';
import messaging from './error-messages/messaging.json';
import notifications from './error-messages/notifications.json';
import offers from './error-messages/offers.json';
import orders from './error-messages/orders.json';
import payments from './error-messages/payments.json';
import payouts from './error-messages/payouts.json';
import reviews from './error-messages/reviews.json';
import rfqs from './error-messages/rfqs.json';
import saved from './error-messages/saved.json';
import shipping from './error-messages/shipping.json';
import escrow from './error-messages/escrow.json';
import translation from './error-messages/translation.json';
import validation from './error-messages/validation.json';
import verification from './error-messages/verification.json';

const DOMAINS = {
  admin,
  analytics,
  auth,
  billing,
  cart,
  catalog,
  common,
  concierge,
  disputes,
  fraud,
  fx,
  messaging,
  notifications,
  offers,
  orders,
  payments,
  payouts,
  reviews,
  rfqs,
  saved,
  shipping,
  escrow,
  translation,
  validation,
  verification,
};

export const ERROR_CATALOGUES: Record<Language, Catalogue> = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    Object.fromEntries(
      Object.entries(DOMAINS).map(([domain, texts]) => [domain, (texts as Record<Language, Catalogue>)[lang]]),
    ),
  ]),
) as Record<Language, Catalogue>;
