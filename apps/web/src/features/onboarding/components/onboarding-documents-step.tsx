import { DOCUMENT_KINDS, type DocumentKind } from '@app/shared/verification';
import type { DocumentMap, FieldErrors, UploadedDocument } from '../onboarding-form';
import { DocumentUpload } from './document-upload';

/** Step 2, Documentation: one upload per kind of document, each uploaded as soon as it is chosen. */
export function DocumentsStep({
  documents,
  errors,
  onChange,
  onBusyChange,
}: {
  documents: DocumentMap;
  errors: FieldErrors;
  onChange: (kind: DocumentKind, doc: UploadedDocument | undefined) => void;
  onBusyChange: (kind: DocumentKind, busy: boolean) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {DOCUMENT_KINDS.map((kind) => (
        <DocumentUpload
          key={kind}
          kind={kind}
          value={documents[kind]}
          serverError={errors[`documents.${kind}`] ?? errors.documents}
          onChange={(doc) => onChange(kind, doc)}
          onBusyChange={onBusyChange}
        />
      ))}
    </div>
  );
}
