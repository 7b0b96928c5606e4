import type { NotificationPreferenceKey } from '@app/shared/constants';

/** Which preference governs e-mail for a notification kind. */
export function preferenceFor(kind: string): NotificationPreferenceKey {
  if (kind.startsWith('security.')) return 'securityAlerts';
  if (kind.startsWith('order.') || kind.startsWith('shipment.') || kind.startsWith('escrow.')) return 'orderUpdates';
  if (kind.startsWith('marketing.')) return 'marketingEmails';
  return 'emailNotifications';
}
