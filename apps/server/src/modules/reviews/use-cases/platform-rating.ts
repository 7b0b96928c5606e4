import * as repo from '../reviews.repository.ts';

/** For the platform figures: the average rating and count over all reviews. */
export const platformRating = repo.platformRating;
