/**
 * The buying requests module's public use cases (issue 22, decision 027), one per file under use-cases/ (the shared
 * steps are in rfq-steps.ts): routes and the periodic jobs import them from here.
 */
export { acceptQuote } from './use-cases/accept-quote.ts';
export { closeDueRfqs } from './use-cases/close-due-rfqs.ts';
export { closeRfq } from './use-cases/close-rfq.ts';
export { getRfq } from './use-cases/get-rfq.ts';
export { listMyRfqs } from './use-cases/list-my-rfqs.ts';
export { listOpenRfqs } from './use-cases/list-open-rfqs.ts';
export { matchingVendors, notifyMatchingVendors } from './use-cases/notify-matching-vendors.ts';
export { postRfq } from './use-cases/post-rfq.ts';
export { repostRfq } from './use-cases/repost-rfq.ts';
export { rfqAttachment } from './use-cases/rfq-attachment.ts';
export { rfqFigures } from './use-cases/rfq-figures.ts';
export { sendQuote } from './use-cases/send-quote.ts';
export { shortlistQuote } from './use-cases/shortlist-quote.ts';
