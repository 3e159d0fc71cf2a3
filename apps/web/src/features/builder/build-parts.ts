// The PC builder's parts (issue 24 item 5, docs/decisions/049): the build is
// the address (`?parts=<id>:<qty>,…`), so these pure functions turn the chosen
// products into the contract's BuildParts, derive the list filters a slot asks
// with from the parts already chosen (the contract's rules, read backwards),
// and say why a candidate does not fit (the contract's rules, run with it).
import {
  BUILD_ROLES,
  buildPartsParam,
  checkBuild,
  choiceAttribute,
  choicesAttribute,
  numberAttribute,
  PSU_MIN_PERCENT,
  type AttributeFilter,
  type BuildItem,
  type BuildPart,
  type BuildProblem,
  type BuildRole,
  type Product,
} from '@store/contract';

/** The slots that take several parts (memory kits, drives); the others hold one. */
export const MULTI_ROLES: readonly BuildRole[] = ['memory', 'storage'];

/** A chosen part as the page shows it. */
export interface ChosenPart {
  product: Product;
  quantity: number;
  role: BuildRole;
}

export const toBuildPart = ({ product, quantity, role }: ChosenPart): BuildPart => ({
  productId: product._id,
  quantity,
  role,
  attributes: product.attributes,
  stock: product.totalStock,
});

/** The chosen parts in slot order, as the contract's rules take them. */
export const toBuildParts = (parts: readonly ChosenPart[]): BuildPart[] => parts.map(toBuildPart);

const itemsOf = (parts: readonly Pick<ChosenPart, 'product' | 'quantity'>[]): BuildItem[] =>
  parts.map((part) => ({ productId: part.product._id, quantity: part.quantity }));

/** The `parts` of the builder's address for these parts. */
export const partsParamOf = (parts: readonly ChosenPart[]): string => buildPartsParam(itemsOf(parts));

/** The parts with `product` put in its slot: a single slot's part replaced, a multi slot's added (or one more of it). */
export function withPart(parts: readonly ChosenPart[], product: Product, role: BuildRole): ChosenPart[] {
  if (!MULTI_ROLES.includes(role)) return [...parts.filter((part) => part.role !== role), { product, quantity: 1, role }];
  const existing = parts.find((part) => part.product._id === product._id);
  if (existing) return parts.map((part) => (part === existing ? { ...part, quantity: part.quantity + 1 } : part));
  return [...parts, { product, quantity: 1, role }];
}

/** The parts without the product of `productId`. */
export const withoutPart = (parts: readonly ChosenPart[], productId: string): ChosenPart[] => parts.filter((part) => part.product._id !== productId);

/** The parts with `productId`'s quantity set (at least 1). */
export const withQuantity = (parts: readonly ChosenPart[], productId: string, quantity: number): ChosenPart[] =>
  parts.map((part) => (part.product._id === productId ? { ...part, quantity: Math.max(1, quantity) } : part));

/** The parts sorted by slot, as the page lists them. */
export const inSlotOrder = (parts: readonly ChosenPart[]): ChosenPart[] =>
  parts.toSorted((a, b) => BUILD_ROLES.indexOf(a.role) - BUILD_ROLES.indexOf(b.role));

const values = (code: string, list: readonly string[] | undefined): AttributeFilter[] => (list && list.length > 0 ? [{ code, values: [...list] }] : []);
const one = (code: string, value: string | undefined): AttributeFilter[] => values(code, value === undefined ? undefined : [value]);
const atMost = (code: string, max: number | undefined): AttributeFilter[] => (max === undefined ? [] : [{ code, range: { min: null, max } }]);
const atLeast = (code: string, min: number | undefined): AttributeFilter[] => (min === undefined ? [] : [{ code, range: { min, max: null } }]);

/**
 * The filters of a slot's list that the parts already chosen imply: the
 * contract's rules, each read from the other side (a board on AM5 asks for
 * `f.socket=AM5` processors). What a filter cannot say (memory slots added up,
 * M.2 drives counted) the candidates' check says after (`misfits`).
 */
export function fitFilters(role: BuildRole, parts: readonly ChosenPart[]): AttributeFilter[] {
  const of = (other: BuildRole) => parts.find((part) => part.role === other)?.product.attributes;
  const cpu = of('processor');
  const board = of('motherboard');
  const gpu = of('graphics');
  const psu = of('psu');
  const pcCase = of('case');
  const cooler = of('cooler');
  switch (role) {
    case 'processor':
      return board ? one('socket', choiceAttribute(board, 'socket')) : cooler ? values('socket', choicesAttribute(cooler, 'sockets')) : [];
    case 'motherboard':
      return [
        ...(cpu ? one('socket', choiceAttribute(cpu, 'socket')) : []),
        ...(pcCase ? values('form_factor', choicesAttribute(pcCase, 'form_factors')) : []),
      ];
    case 'memory':
      return board ? one('memory_type', choiceAttribute(board, 'memory_type')) : [];
    case 'graphics':
      return pcCase ? atMost('length_mm', numberAttribute(pcCase, 'max_gpu_length_mm')) : [];
    case 'psu': {
      const draw = checkBuild(toBuildParts(parts)).estimatedWatts;
      return [
        ...(pcCase ? values('psu_form_factor', choicesAttribute(pcCase, 'psu_form_factors')) : []),
        ...(cpu || gpu ? atLeast('wattage_w', Math.ceil((draw * PSU_MIN_PERCENT) / 100)) : []),
      ];
    }
    case 'case':
      return [
        ...(board ? one('form_factors', choiceAttribute(board, 'form_factor')) : []),
        ...(psu ? one('psu_form_factors', choiceAttribute(psu, 'psu_form_factor')) : []),
        ...(gpu ? atLeast('max_gpu_length_mm', numberAttribute(gpu, 'length_mm')) : []),
      ];
    case 'cooler': {
      const socketOf = cpu ?? board;
      return socketOf ? one('sockets', choiceAttribute(socketOf, 'socket')) : [];
    }
    default:
      return [];
  }
}

/**
 * Why `product` does not fit the parts chosen: the blocking problems the
 * contract's rules find once it is in its slot that name it. None: it fits.
 * Stock is not a reason (a part out of stock fits; the list shows its stock).
 */
export function misfits(parts: readonly ChosenPart[], product: Product, role: BuildRole): BuildProblem[] {
  const candidate = withPart(parts, product, role);
  return checkBuild(toBuildParts(candidate)).problems.filter(
    (problem) => problem.severity === 'block' && problem.code !== 'BUILD_ONE_PART' && problem.code !== 'BUILD_NO_GRAPHICS' && problem.productIds.includes(product._id),
  );
}
