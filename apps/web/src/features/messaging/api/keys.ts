/** Every messaging query starts with this key; the live stream invalidates below it. */
export const messagingQueryRoot = ['messaging'] as const;
