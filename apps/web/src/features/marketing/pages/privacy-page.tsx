import { LegalDocument, type LegalSection } from '../components/legal-document';

const SECTIONS: readonly LegalSection[] = [
  { id: 'collect', items: ['account', 'business', 'transactions', 'shipping', 'communications', 'technical'] },
  { id: 'use', items: ['provide', 'escrow', 'verify', 'fraud', 'support', 'legal'] },
  { id: 'share', body: true },
  { id: 'retention', items: ['account', 'transactions', 'support', 'logs'] },
  { id: 'rights', intro: true, items: ['access', 'correct', 'delete', 'object', 'portability'] },
  { id: 'security', body: true },
  { id: 'cookies', body: true },
  { id: 'contact', body: true },
];

export function PrivacyPage() {
  return <LegalDocument page="privacy" sections={SECTIONS} />;
}
