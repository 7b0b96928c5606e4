import { LegalDocument, type LegalSection } from '../components/legal-document';

const SECTIONS: readonly LegalSection[] = [
  { id: 'accounts', body: true },
  { id: 'roles', body: true },
  { id: 'listings', body: true },
  { id: 'escrow', body: true },
  { id: 'fees', body: true },
  { id: 'shipping', body: true },
  { id: 'disputes', body: true },
  { id: 'prohibited', intro: true, items: ['weapons', 'drugs', 'wildlife', 'counterfeit', 'fraud'] },
  { id: 'liability', body: true },
  { id: 'termination', body: true },
  { id: 'changes', body: true },
];

export function TermsPage() {
  return <LegalDocument page="terms" sections={SECTIONS} />;
}
