// The public entry of the licences module: what other modules may import of it, and nothing else (docs/decisions/041).
export { orderHoldsKeys } from './licences.repository';
export { assignLicenceKeys, openOrderKeys, withLicenceKeys } from './licences.service';
