/**
 * Intent detection for the concierge's tools: keyword and pattern lists per language, matched on normalised text
 * (the same normalisation as retrieval: lower case, no diacritics, Arabic letter forms unified). English patterns
 * are always tried too, since users mix languages.
 */
import type { Language } from '@app/shared/constants';
import { parseAmountToCents } from '@app/shared/money';
import { normalize } from './text-analysis.ts';

export type ToolIntent =
  'order_status' | 'fee_calculation' | 'verification_status' | 'open_dispute' | 'escalate' | 'greeting';

export interface DetectedIntent {
  intent: ToolIntent | null;
  /** An order reference (8 hex characters, or a whole order id) found in the message. */
  orderRef: string | null;
  /** An amount in cents found in the message. */
  amountCents: number | null;
}

type Patterns = Record<Exclude<ToolIntent, 'fee_calculation'> | 'fee', RegExp[]>;

const PATTERNS: Record<Language, Patterns> = {
  en: {
    order_status: [
      /\bwhere\b.*\border\b/,
      /\border\b.*\b(status|where|arriv\w*|track\w*|shipped|deliver\w*)\b/,
      /\b(status|track\w*)\b.*\border/,
      /\bmy orders?\b/,
      /\btrack(ing)?\b.*\b(package|parcel|shipment)\b/,
    ],
    fee: [/\bfees?\b/, /\bcommission\b/, /\bhow much\b.*\b(pay|charge)\b/, /\bservice charge\b/],
    verification_status: [
      /\b(my|account)\b.*\bverif\w*/,
      /\bverif\w*\b.*\bstatus\b/,
      /\bam i verified\b/,
      /\bkyc\b.*\b(status|my)\b/,
      /\bmy (kyc|application)\b/,
    ],
    open_dispute: [
      /\b(open|start|file|raise)\b.*\b(dispute|claim|complaint)\b/,
      /\bdispute\b.*\b(open|how)\b/,
      /\bhow\b.*\bdispute\b/,
    ],
    escalate: [
      /\b(human|agent|operator|representative)\b/,
      /\b(talk|speak|chat)\b.*\b(person|someone|somebody|support|team)\b/,
      /\breal person\b/,
    ],
    greeting: [/^(hello|hi|hey|good (morning|afternoon|evening))\b[\s!.,]*$/],
  },
  fr: {
    order_status: [
      /\bou\b.*\bcommande\b/,
      /\bcommande\b.*\b(statut|etat|suivi|arrive\w*|expedie\w*|livre\w*)\b/,
      /\b(statut|etat|suivi)\b.*\bcommande/,
      /\bmes commandes\b/,
      /\bma commande\b/,
      /\bmon colis\b/,
    ],
    fee: [/\bfrais\b/, /\bcommission\b/, /\bcombien\b.*\b(payer|coute)\b/],
    verification_status: [
      /\b(ma|mon|statut)\b.*\bverification\b/,
      /\bverification\b.*\b(compte|statut)\b/,
      /\bsuis[- ]je verifie\b/,
      /\bma demande\b/,
    ],
    open_dispute: [
      /\b(ouvrir|lancer|deposer|signaler)\b.*\b(litige|reclamation|reclamer)\b/,
      /\blitige\b.*\b(ouvrir|comment)\b/,
      /\bcomment\b.*\blitige\b/,
    ],
    escalate: [
      /\b(humain|agent|conseiller|operateur)\b/,
      /\bparler a\b.*\b(personne|quelqu un|support|equipe)\b/,
      /\bune (vraie )?personne\b/,
    ],
    greeting: [/^(bonjour|bonsoir|salut|coucou)\b[\s!.,]*$/],
  },
  yo: {
    order_status: [
      /\boja mi\b.*\b(da|wa|de)\b/,
      /\bibo ni\b.*\boja\b/,
      /\bipo\b.*\boja\b/,
      /\boja\b.*\bipo\b/,
      /\btopinpin\b.*\boja\b/,
      /\b(ibo|nibo)\b.*\boja ti mo ra\b/,
      /\boja ti mo ra\b.*\b(wa|de|ipo)\b/,
    ],
    fee: [/\bowo ise\b/, /\belo ni\b/],
    verification_status: [/\bijerisi\b.*\b(mi|akoole|ipo)\b/, /\bipo\b.*\bijerisi\b/],
    open_dispute: [/\b(si|sii|bere)\b.*\bariyanjiyan\b/, /\bariyanjiyan\b.*\bbawo\b/],
    escalate: [/\beniyan\b/, /\bosise\b/, /\bba eniyan\b/],
    greeting: [/^(e ku(?: \w+)?|bawo ni|pele|e kaabo|e kaaro|e kaasan|e kaale)\b[\s!.,]*$/],
  },
  ha: {
    order_status: [
      /\bina\b.*\boda\w*\b/,
      /\bmatsayin\b.*\boda\w*/,
      /\boda\w*\b.*\b(matsayi|ina|bibiya|bibiyi|isowa)\b/,
      /\bbibiy\w*\b.*\boda\w*/,
      /\bodata\b/,
    ],
    fee: [/\bkudin (sabis|mai)\b/, /\bkudin\b/, /\bcaji\b/],
    verification_status: [/\btabbatarwa\b.*\b(ta|na|asusu\w*|matsayi\w*)\b/, /\bmatsayin\b.*\btabbatar\w*/],
    open_dispute: [
      /\b(bude|budewa|fara)\b.*\btakaddama\b/,
      /\btakaddama\b.*\b(yaya|bude)\b/,
      /\bta yaya\b.*\btakaddama\b/,
    ],
    escalate: [/\bmutum\b/, /\bmaaikaci\b/, /\bjamii\b/],
    greeting: [/^(sannu|barka da (safiya|rana|yamma)|ina kwana|salam)\b[\s!.,]*$/],
  },
  ar: {
    order_status: [
      /اين\s+(طلبي|طلبيتي|شحنتي)/,
      /حاله\s+(الطلب|طلبي)/,
      /تتبع\s+(طلبي|الطلب|شحنتي)/,
      /طلباتي/,
      /(طلبي|الطلب)\s+(وصل|متي|اين)/,
    ],
    fee: [/رسوم/, /عموله/],
    verification_status: [/حاله\s+التحقق/, /(تحققي|توثيق حسابي|التحقق من حسابي)/, /هل (انا|حسابي) موثق/],
    open_dispute: [/(افتح|فتح|اقدم|تقديم)\s+(نزاع|شكوي)/, /كيف.*نزاع/],
    escalate: [/(موظف|شخص|انسان|بشري|وكيل)/, /التحدث (مع|الي)/],
    greeting: [/^(مرحبا|السلام عليكم|اهلا|صباح الخير|مساء الخير)[\s!.,؟]*$/],
  },
};

const ORDER_UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;
/** An order reference as shown to buyers: the first 8 hex characters, upper case; at least one digit. */
const ORDER_REF = /(?:#|\b)([0-9a-f]{8})\b/i;

/** An amount: "$750", "750 $", "750 USD", "1,200.50 dollars", "750 دولار" or a bare number after a fee word. */
const AMOUNT =
  /(?:\$|usd|us\$)\s*(\d{1,3}(?:[,\s\u202f\u00a0]\d{3})+(?:\.\d{1,2})?|\d+(?:[.,]\d{1,2})?)|(\d{1,3}(?:[,\s\u202f\u00a0]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)\s*(?:\$|usd|dollars?|dolla|dola|dala|دولار)?/i;

export function findOrderRef(text: string): string | null {
  const uuid = ORDER_UUID.exec(text);
  if (uuid) return uuid[0].toLowerCase();
  const ref = ORDER_REF.exec(text);
  if (ref && /\d/.test(ref[1]!) && /[a-f]/i.test(ref[1]!)) return ref[1]!.toUpperCase();
  if (ref && /^\d{8}$/.test(ref[1]!) && /\b(order|commande|oda|oja|طلب)/i.test(normalize(text, 'en')))
    return ref[1]!.toUpperCase();
  return null;
}

/** The first money amount of the message, in cents (decimal comma or point; thousands separators). */
export function findAmountCents(text: string): number | null {
  const cleaned = text.replace(ORDER_UUID, ' ');
  const m = AMOUNT.exec(cleaned);
  const raw = m?.[1] ?? m?.[2];
  if (!raw) return null;
  let s = raw.replace(/[\s\u202f\u00a0]/g, '');
  // "1,200" thousands vs "12,50" decimal comma
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(s)) s = s.replace(/,/g, '');
  else s = s.replace(',', '.');
  return parseAmountToCents(s);
}

function matchesAny(text: string, patterns: RegExp[] | undefined): boolean {
  return (patterns ?? []).some((p) => p.test(text));
}

/** Which tool, if any, the message asks for. */
export function detectIntent(message: string, language: Language): DetectedIntent {
  const text = normalize(message, language).replace(/[’'`]/g, ' ').replace(/\s+/g, ' ').trim();
  const orderRef = findOrderRef(message);
  const amountCents = findAmountCents(message.replace(/#?\b[0-9a-f]{8}\b/gi, (m) => (/[a-f]/i.test(m) ? ' ' : m)));
  const langs: Language[] = language === 'en' ? ['en'] : [language, 'en'];
  const has = (key: keyof Patterns) => langs.some((l) => matchesAny(text, PATTERNS[l][key]));

  let intent: ToolIntent | null = null;
  if (has('escalate')) intent = 'escalate';
  else if (has('open_dispute')) intent = 'open_dispute';
  else if (orderRef || has('order_status')) intent = 'order_status';
  else if (has('verification_status')) intent = 'verification_status';
  else if (has('fee') && amountCents !== null) intent = 'fee_calculation';
  else if (has('greeting')) intent = 'greeting';
  return { intent, orderRef, amountCents };
}
