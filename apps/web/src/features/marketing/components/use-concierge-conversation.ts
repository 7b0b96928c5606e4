import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { TIMES, type Language } from '@app/shared/constants';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useAuth } from '../../../app/use-auth';
import { askConcierge } from '../api/ask-concierge';
import { escalateConcierge } from '../api/escalate-concierge';
import { fetchConciergeHistory } from '../api/get-concierge-history';
import {
  asLanguage,
  fromServer,
  storeConversationId,
  storedConversationId,
  type PanelMessage,
} from './concierge-answers';

function wait(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

let nextId = 0;
function newId() {
  nextId += 1;
  return `m${Date.now().toString(36)}${nextId}`;
}

/**
 * The AI concierge's conversation: the messages (the stored conversation reloaded once the panel is `open` and the
 * session is known), the question being typed, the answer language, and send() / talkToPerson(), whose failures
 * become local bot messages.
 */
export function useConciergeConversation(open: boolean) {
  const { i18n } = useTranslation('marketing');
  const { t: tc } = useTranslation('concierge');
  const { status: authStatus, user } = useAuth();
  const uiLanguage = asLanguage(i18n.language);
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const [greetedAt] = useState(() => new Date());
  const [messages, setMessages] = useState<PanelMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(() => storedConversationId());
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(0);
  const [escalating, setEscalating] = useState(false);
  const mounted = useRef(true);
  const loadedFor = useRef<string | null>(null);

  // The default language follows the UI language (the server answers in the language of each question).
  useEffect(() => {
    setLanguage(uiLanguage);
  }, [uiLanguage]);

  // The stored conversation reloads once the session is known (and again when the user changes).
  useEffect(() => {
    if (!open || authStatus === 'loading') return;
    const key = `${user?.id ?? 'anon'}`;
    if (loadedFor.current === key) return;
    const controller = new AbortController();
    const queried = storedConversationId();
    fetchConciergeHistory(queried, controller.signal)
      .then(({ conversation }) => {
        if (!mounted.current) return;
        loadedFor.current = key;
        // A question sent meanwhile started its own conversation: keep it.
        if (storedConversationId() !== queried) return;
        if (!conversation) {
          // Nothing this visitor may continue (e.g. another account signed in on this browser): start afresh.
          setConversationId(null);
          storeConversationId(null);
          setMessages([]);
          return;
        }
        setConversationId(conversation.id);
        storeConversationId(conversation.id);
        setMessages(conversation.messages.map(fromServer));
      })
      .catch(() => {
        // History is a convenience: the chat works without it.
      });
    return () => controller.abort();
  }, [open, authStatus, user?.id]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function addLocalError(err: unknown, lang: Language) {
    // A conversation the server no longer knows (or that belongs to someone else): start afresh next time.
    if (isApiError(err) && err.code === 'NOT_FOUND') {
      setConversationId(null);
      storeConversationId(null);
    }
    setMessages((prev) => [
      ...prev,
      {
        id: newId(),
        type: 'bot',
        content: errorMessage(tc, err, 'error'),
        timestamp: new Date(),
        language: lang,
        sources: [],
        local: true,
      },
    ]);
  }

  async function send(raw: string) {
    const text = raw.trim();
    if (!text) return;
    const lang = language;
    const optimisticId = newId();
    setMessages((prev) => [
      ...prev,
      { id: optimisticId, type: 'user', content: text, timestamp: new Date(), language: lang, sources: [] },
    ]);
    setInput('');
    setPending((n) => n + 1);
    try {
      const [answer] = await Promise.all([
        askConcierge({ message: text, language: lang, ...(conversationId ? { conversationId } : {}) }),
        wait(TIMES.chatReplyDelayMs),
      ]);
      if (!mounted.current) return;
      setConversationId(answer.conversationId);
      storeConversationId(answer.conversationId);
      setMessages((prev) => [
        ...prev.map((m) => (m.id === optimisticId ? fromServer(answer.userMessage) : m)),
        fromServer(answer.reply),
      ]);
    } catch (err) {
      if (mounted.current) addLocalError(err, lang);
    } finally {
      if (mounted.current) setPending((n) => Math.max(0, n - 1));
    }
  }

  async function talkToPerson() {
    const lang = language;
    setEscalating(true);
    setPending((n) => n + 1);
    try {
      const answer = await escalateConcierge({ language: lang, ...(conversationId ? { conversationId } : {}) });
      if (!mounted.current) return;
      setConversationId(answer.conversationId);
      storeConversationId(answer.conversationId);
      setMessages((prev) => [...prev, fromServer(answer.reply)]);
    } catch (err) {
      if (mounted.current) addLocalError(err, lang);
    } finally {
      if (mounted.current) {
        setPending((n) => Math.max(0, n - 1));
        setEscalating(false);
      }
    }
  }

  return {
    language,
    setLanguage,
    greetedAt,
    messages,
    input,
    setInput,
    pending,
    escalating,
    send,
    talkToPerson,
  };
}
