import { describe, expect, it } from 'vitest';
import { isReviewable } from './components/review-order-button';

describe('reviews', () => {
  it('opens once the payment reached the vendor', () => {
    expect(isReviewable({ escrowStatus: 'RELEASED' })).toBe(true);
    expect(isReviewable({ escrowStatus: 'PARTIALLY_REFUNDED' })).toBe(true);
    expect(isReviewable({ escrowStatus: 'HELD' })).toBe(false);
    expect(isReviewable({ escrowStatus: 'REFUNDED' })).toBe(false);
  });
});
