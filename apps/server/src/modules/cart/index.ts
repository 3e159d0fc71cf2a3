// The public entry of the cart module: what other modules may import of it, and nothing else (docs/decisions/041).
export { getCart } from './cart.service';
