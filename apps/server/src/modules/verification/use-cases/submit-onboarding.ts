import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { msg } from '@app/shared/error-messages';
import type { ApplicationDto, onboardingRequest } from '@app/shared/verification';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import { adminUserIds, markVendorApplicant } from '../../auth/auth.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { createProductIn, updateOwnProductIn } from '../../catalog/catalog.service.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { applicationDtos } from '../application-dto.ts';
import * as repo from '../verification.repository.ts';

type OnboardingInput = z.output<typeof onboardingRequest>;

/**
 * The onboarding submission (spec 2.10): in one transaction the user gets the vendor role (keeping their others),
 * KYC becomes PENDING, the application is recorded with its documents, and the first product is created for real.
 */
export async function submitOnboarding(deps: Deps, auth: AuthContext, input: OnboardingInput): Promise<ApplicationDto> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    if (await repo.hasPendingApplication(tx, auth.user.id))
      throw new AppError('CONFLICT', msg('verification.alreadyUnderReview'));
    if (auth.user.kycStatus === 'VERIFIED') throw new AppError('CONFLICT', msg('verification.alreadyVerified'));
    const docs = await repo.documentsByIds(tx, input.documentIds);
    if (
      docs.length !== input.documentIds.length ||
      docs.some((d) => d.ownerId !== auth.user.id || d.applicationId !== null)
    ) {
      throw new AppError('VALIDATION_ERROR', msg('verification.documentsNotFound'), {
        fields: { documentIds: msg('verification.uploadAgain') },
      });
    }
    const user = await markVendorApplicant(tx, auth.user, {
      company: input.business.businessName,
      contactPhone: input.contact.contactPhone,
    });
    // A resubmission (after "rejected" or "more information") updates the product of the earlier submission (each
    // application keeps the same product id) when it still exists and is theirs, never a second product.
    const previous = await repo.latestApplicationOf(tx, user.id);
    const product =
      (previous?.productId
        ? await updateOwnProductIn(tx, deps, { ...auth, user }, previous.productId, input.product)
        : null) ?? (await createProductIn(tx, deps, { ...auth, user }, input.product));
    const app: repo.AppRow = {
      id: randomUUID(),
      userId: user.id,
      status: 'PENDING',
      business: input.business,
      contact: input.contact,
      productId: product.id,
      decisionReason: null,
      decidedBy: null,
      submittedAt: now,
      decidedAt: null,
    };
    await repo.insertApplication(tx, app);
    if (docs.length) await repo.attachDocuments(tx, input.documentIds, app.id);
    await audit(tx, {
      actorId: user.id,
      action: 'verification.submitted',
      subjectType: 'verification_application',
      subjectId: app.id,
    });
    await notify(
      deps,
      user.id,
      'vendor.application_submitted',
      { businessName: input.business.businessName, link: '/vendor/dashboard' },
      tx,
    );
    for (const adminId of await adminUserIds(tx)) {
      await notify(
        deps,
        adminId,
        'admin.verification_submitted',
        {
          businessName: input.business.businessName,
          applicationId: app.id,
          link: '/admin/dashboard?tab=verifications',
        },
        tx,
      );
    }
    return app;
  });
  return (await applicationDtos(deps.db, [result]))[0]!;
}
