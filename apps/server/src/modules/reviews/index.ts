// The public entry of the reviews module: what other modules may import of it, and nothing else (docs/decisions/041).
export { listReviewsBy, withdrawReviewsOf } from './reviews.repository';
