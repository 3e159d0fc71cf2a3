// The public entry of the addresses module: what other modules may import of it, and nothing else (docs/decisions/041).
export { getSavedAddresses } from './addresses.service';
