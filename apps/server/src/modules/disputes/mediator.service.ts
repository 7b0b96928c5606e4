/**
 * The admin mediator view and the /ai hub's dispute figures, one use case per file under use-cases/ (the shared steps,
 * party figures and the suggested outcome, are in mediator-steps.ts): routes and tests import them from here.
 */
export { disputeRate, partyFigures, suggestionFromRecords } from './mediator-steps.ts';
export { disputeHubStats } from './use-cases/dispute-hub-stats.ts';
export { ESCALATED_SUGGESTIONS_LIMIT, escalatedSuggestions } from './use-cases/escalated-suggestions.ts';
export { mediatorView } from './use-cases/mediator-view.ts';
