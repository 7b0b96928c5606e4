import type { Deps } from '../../deps.ts';
import * as authRepo from '../../modules/auth/auth.repository.ts';
import { listVendorProducts } from '../../modules/catalog/catalog.service.ts';
import { renderPdf } from '../../lib/pdf.ts';
import { recordApplication } from '../../modules/verification/use-cases/record-application.ts';
import { DEMO_VENDORS, type DemoVendor } from './catalog-data.ts';

/** A one-page document for the admin to open while reviewing a demo application. */
function demoDocument(title: string, v: DemoVendor): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: 56, info: { Title: `${title}, ${v.company}` } }, (doc) => {
    doc.fontSize(10).fillColor('#b91c1c').text('DEMO DOCUMENT: not a real certificate', { align: 'right' });
    doc.moveDown(2).fontSize(20).fillColor('#111827').text(title);
    doc.moveDown().fontSize(12).text(v.company);
    doc.text(`${v.profile.address}, ${v.country}`);
    doc.moveDown().text(`Business type: ${v.profile.businessType}. Established ${v.profile.yearEstablished}.`);
    doc.text(`Contact: ${v.name.join(' ')}, ${v.profile.phone}`);
  });
}

/**
 * Every demo vendor has an application that matches its KYC state: approved for the verified ones, awaiting review
 * (with its documents, in the admin's queue) for the others. Runs on every start, so demo data made before this
 * existed is put right; a vendor that already has an application is left alone.
 */
export async function seedDemoApplications(deps: Deps, adminEmail: string): Promise<number> {
  const admin = await authRepo.findUserByEmail(deps.db, adminEmail);
  let recorded = 0;
  for (const v of DEMO_VENDORS) {
    const user = await authRepo.findUserByEmail(deps.db, v.email);
    if (!user) continue;
    const products = await listVendorProducts(deps, { user, sessionId: 'seed' });
    const first = [...products].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
    const documents = v.verified
      ? []
      : await Promise.all(
          (
            [
              ['businessCert', 'Certificate of incorporation'],
              ['taxCert', 'Tax clearance certificate'],
            ] as const
          ).map(async ([kind, title]) => ({
            kind,
            filename: `${title.toLowerCase().replace(/ /g, '-')}.pdf`,
            mime: 'application/pdf' as const,
            data: await demoDocument(title, v),
          })),
        );
    const done = await recordApplication(deps, {
      userId: user.id,
      status: v.verified ? 'APPROVED' : 'PENDING',
      business: {
        businessName: v.company,
        businessType: v.profile.businessType,
        businessLocation: `${v.profile.city}, ${v.country}`,
        businessCountry: v.country,
        yearEstablished: v.profile.yearEstablished,
        businessDescription: v.profile.description,
        primaryProducts: v.profile.primaryProducts,
        exportExperience: v.profile.exportExperience,
        certifications: v.profile.certifications,
      },
      contact: {
        contactPerson: v.name.join(' '),
        contactPhone: v.profile.phone,
        contactEmail: v.email,
        businessAddress: v.profile.address,
        website: '',
      },
      productId: first?.id ?? null,
      documents,
      submittedAt: first ? new Date(first.createdAt) : deps.clock.now(),
      decidedBy: admin?.id ?? null,
    });
    if (done) recorded += 1;
  }
  return recorded;
}
