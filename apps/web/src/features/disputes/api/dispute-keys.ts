/** Query keys of the disputes feature: everything under one root so a change refreshes every view. */
export const disputesRoot = ['disputes'] as const;
export const disputeKey = (id: string) => ['disputes', 'one', id] as const;
export const myDisputesKey = (as: 'buyer' | 'vendor' | 'any') => ['disputes', 'mine', as] as const;
export const adminDisputesKey = (status: string) => ['disputes', 'admin', 'list', status] as const;
export const mediatorKey = (id: string) => ['disputes', 'admin', 'one', id] as const;
export const disputeHubStatsKey = ['disputes', 'hub', 'stats'] as const;
export const escalatedSuggestionsKey = ['disputes', 'admin', 'suggestions'] as const;
