import { z } from 'zod';
import { handleIncomingText } from '../concierge/use-cases/handle-incoming-text.ts';
import { TASK_NAMES, type Task } from './jobs.types.ts';

const incomingText = z.object({ id: z.string().min(1), from: z.string().min(1), body: z.string() });

/**
 * The product's tasks. whatsapp-reply: one incoming WhatsApp text, answered by the concierge and sent back through
 * the Graph API, out of the webhook's request (Meta wants its 200 fast; a model may be slow). Safe to run twice: the
 * message id is recorded first, and a second run of the same message does nothing.
 */
export function productTasks(): Task[] {
  return [
    {
      name: TASK_NAMES.whatsappReply,
      run: async (deps, data) => handleIncomingText(deps, incomingText.parse(data)),
    },
  ];
}
