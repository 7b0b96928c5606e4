/**
 * The concierge's reply to one message, before it is stored (use-cases/ask.ts). The reply is in the language the
 * question is written in (the page's language is only a hint). Tools for the caller's own account (chosen by intent),
 * otherwise the best knowledge base passage — if it covers the question well enough; below that threshold the
 * concierge says it does not know and offers a person. When a chat model is configured it writes the reply from
 * those passages and tool results (never for an "I don't know"), and the retrieval answer is the fallback.
 */
import { BRAND, type Language } from '@app/shared/constants';
import type { ChatSource, ConciergeIntent } from '@app/shared/concierge';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { feeTiersOf } from '../payments/use-cases/list-fee-tiers.ts';
import type { ChatMessageRow } from './concierge.repository.ts';
import { TEXTS, fill } from './concierge-texts.ts';
import { SIGN_IN_URL, type Channel } from './conversation-steps.ts';
import { detectIntent } from './intents.ts';
import { articleUrl } from './kb-steps.ts';
import type { Retrieved } from './knowledge-index.ts';
import { buildMessages, chatCompletion, llmSettings, type LlmMessage } from './llm.ts';
import { disputeTool, feeTool, orderStatusTool, verificationTool, type ToolResult } from './tools.ts';
import { articleHit } from './use-cases/article-hit.ts';
import { lookUp } from './use-cases/look-up.ts';

function articleSource(hit: Retrieved): ChatSource {
  return { kind: 'article', title: hit.doc.title, url: articleUrl(hit.doc.slug, hit.language), slug: hit.doc.slug };
}

export interface Draft {
  intent: ConciergeIntent;
  /** The language of the reply: the question's. */
  language: Language;
  text: string;
  sources: ChatSource[];
  facts: string[];
  hits: Retrieved[];
  /** Tool answers about the account are final: a chat model only rewords knowledge answers around them. */
  escalate: boolean;
}

export async function draftReply(
  deps: Deps,
  auth: AuthContext | null,
  message: string,
  pageLanguage: Language,
  ch: Channel,
): Promise<Draft> {
  const found = await lookUp(deps, message, pageLanguage);
  const language = found.language;
  const tx = TEXTS[language];
  const values = { brand: BRAND.name, email: deps.config.SUPPORT_EMAIL };
  const detected = detectIntent(message, language);
  const hits = found.best ? found.hits : [];
  const withTool = async (intent: ConciergeIntent, r: ToolResult, slug?: string): Promise<Draft> => {
    const article = slug ? await articleHit(deps, slug, language) : null;
    return {
      intent,
      language,
      text: r.text,
      sources: [...r.sources, ...(article ? [articleSource(article)] : [])],
      facts: r.facts,
      hits,
      escalate: false,
    };
  };
  const signIn = (): Draft => ({
    intent: 'sign_in_required',
    language,
    text: ch.channel === 'whatsapp' ? tx.whatsappSignIn : tx.signInForOrders,
    sources: ch.channel === 'whatsapp' ? [] : [{ kind: 'link', title: tx.sourceSignIn, url: SIGN_IN_URL }],
    facts: ['The user is not signed in: no account data may be shown.'],
    hits,
    escalate: false,
  });

  switch (detected.intent) {
    case 'escalate':
      return { intent: 'escalate', language, text: '', sources: [], facts: [], hits, escalate: true };
    case 'order_status':
      return auth ? withTool('order_status', await orderStatusTool(deps, auth, detected.orderRef, language)) : signIn();
    case 'verification_status':
      return auth ? withTool('verification_status', await verificationTool(deps, auth, language)) : signIn();
    case 'open_dispute':
      return withTool('open_dispute', disputeTool(language), 'disputes');
    case 'fee_calculation':
      return withTool(
        'fee_calculation',
        feeTool(detected.amountCents, language, await feeTiersOf(deps.db)),
        'buyer-fees',
      );
    case 'greeting':
      return {
        intent: 'greeting',
        language,
        text: fill(tx.greeting, values),
        sources: [],
        facts: [],
        hits: [],
        escalate: false,
      };
    default:
      break;
  }
  if (found.best) {
    const { best, sibling } = found;
    // Both audiences' answers, each under its title, when the question names neither ("What are the fees?").
    const text = sibling
      ? `${best.doc.title}\n${best.passage}\n\n${sibling.doc.title}\n${sibling.passage}`
      : best.passage;
    return {
      intent: 'knowledge',
      language,
      text,
      sources: [best, ...(sibling ? [sibling] : [])].map(articleSource),
      facts: [],
      hits,
      escalate: false,
    };
  }
  // Below the confidence threshold: say so, and offer a person (the web panel shows a button under this reply).
  return {
    intent: 'fallback',
    language,
    text: fill(ch.channel === 'whatsapp' ? tx.unknownWhatsapp : tx.unknown, values),
    sources: [{ kind: 'link', title: tx.sourceContact, url: '/contact' }],
    facts: [],
    hits: [],
    escalate: false,
  };
}

/** The chat model's version of the reply, or null (not configured, error, timeout: the draft stands). */
export async function modelReply(
  deps: Deps,
  draft: Draft,
  message: string,
  language: Language,
  history: ChatMessageRow[],
): Promise<string | null> {
  const settings = llmSettings(deps.config);
  // No model for greetings, nor for questions the knowledge base does not cover (it would only guess).
  if (!settings || draft.intent === 'greeting' || draft.intent === 'fallback') return null;
  const messages = buildMessages({
    language,
    brand: BRAND.name,
    passages: draft.hits.map((h) => ({ title: h.doc.title, text: h.passage })),
    toolResults: draft.facts,
    draft: draft.text,
    history: history.map((m): LlmMessage => ({ role: m.type === 'user' ? 'user' : 'assistant', content: m.content })),
    question: message,
  });
  try {
    return await chatCompletion(settings, messages);
  } catch (err) {
    deps.logger.warn({ err }, 'chat model failed; answering from retrieval');
    return null;
  }
}
