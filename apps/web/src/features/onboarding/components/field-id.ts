/** The element id of an onboarding field ("business.businessName" -> "ob-business-businessName"), so a failed check can focus it. */
export const fieldId = (key: string) => `ob-${key.replace('.', '-')}`;
