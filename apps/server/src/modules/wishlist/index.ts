// The public entry of the wishlist module: what other modules may import of it, and nothing else (docs/decisions/041).
export { findWishlist } from './wishlist.repository';
