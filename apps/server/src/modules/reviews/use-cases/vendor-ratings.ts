import * as repo from '../reviews.repository.ts';

/** For the reliability profiles: average rating and count per vendor, one query. */
export const vendorRatings = repo.vendorRatings;
