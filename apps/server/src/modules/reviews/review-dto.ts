import type { ReviewDto } from '@app/shared/reviews';
import type * as repo from './reviews.repository.ts';

/** "Claire Dubois" -> "Claire D.": reviews are public, the full name is not. */
export function publicAuthorName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = firstName?.trim() || 'Buyer';
  const initial = lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export function toDto(r: repo.ReviewRow, viewerId: string | null): ReviewDto {
  return {
    id: r.id,
    vendorOrderId: r.vendorOrderId,
    vendorId: r.vendorId,
    vendorName: r.vendorName,
    productId: r.productId,
    productName: r.productName,
    authorName: r.authorName,
    authorCountry: r.authorCountry,
    rating: r.rating,
    body: r.body,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    canReply: viewerId !== null && viewerId === r.vendorId && r.reply === null,
  };
}
