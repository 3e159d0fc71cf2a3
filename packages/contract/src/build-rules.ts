// The PC builder's compatibility rules (issue 24 item 5), once: the builder runs
// them in the browser as parts are picked, and POST /api/shop/builds/check runs
// them again on the server with the database's stock. Pure: the parts in, the
// problems and the estimated draw out; the sentences are ./message-texts/builds.ts
// (./build-messages.ts fills them in a language).
import { booleanAttribute, choiceAttribute, choicesAttribute, numberAttribute, type AttributeValues } from './attribute-values';
import type * as buildTexts from './message-texts/builds';

/** The builder's slots; memory and storage take several parts, the others one. */
export const BUILD_ROLES = ['processor', 'motherboard', 'memory', 'graphics', 'storage', 'psu', 'case', 'cooler'] as const;
export type BuildRole = (typeof BUILD_ROLES)[number];
const SINGLE_ROLES: readonly BuildRole[] = ['processor', 'motherboard', 'graphics', 'psu', 'case', 'cooler'];

/** The slot of a part by its category's slug (the demo's component categories, docs/decisions/049). */
export const BUILD_ROLE_BY_CATEGORY_SLUG: Readonly<Record<string, BuildRole>> = {
  processors: 'processor',
  motherboards: 'motherboard',
  memory: 'memory',
  'graphics-cards': 'graphics',
  storage: 'storage',
  'power-supplies': 'psu',
  cases: 'case',
  'cpu-coolers': 'cooler',
};

/** The most parts one build takes (memory kits and drives counted one by one). */
export const BUILD_ITEMS_MAX = 40;

/** The attribute codes each slot's rules read (the categories of the parts define them, docs/decisions/048). */
export const BUILD_ATTRIBUTE_CODES: Readonly<Record<BuildRole, readonly string[]>> = {
  processor: ['socket', 'tdp_w', 'integrated_graphics'],
  motherboard: ['socket', 'form_factor', 'memory_type', 'memory_slots', 'max_memory_gb', 'm2_slots'],
  memory: ['memory_type', 'modules', 'capacity_gb'],
  graphics: ['length_mm', 'board_power_w', 'slots'],
  storage: ['interface', 'capacity_gb'],
  psu: ['wattage_w', 'psu_form_factor'],
  case: ['form_factors', 'max_gpu_length_mm', 'max_cooler_height_mm', 'psu_form_factors'],
  cooler: ['sockets', 'height_mm', 'radiator_mm'],
};

/** The draw of everything besides the processor and the graphics card (fans, drives, board), in watts. */
export const BUILD_BASE_WATTS = 100;
/** The supply must give at least this much of the draw (block), in hundredths… */
export const PSU_MIN_PERCENT = 105;
/** …and should give this much (warning). */
export const PSU_RECOMMENDED_PERCENT = 125;
/** The interface value of a drive that takes an M.2 slot. */
export const M2_INTERFACE = 'M.2 NVMe';

/** A chosen part: the product, how many, its slot, its typed attributes and its stock. */
export interface BuildPart {
  productId: string;
  quantity: number;
  role: BuildRole;
  attributes: AttributeValues;
  stock: number;
}

export type BuildSeverity = 'block' | 'warning' | 'note';
/** The problems' codes: the sentences of ./message-texts/builds.ts but the check's own refusals. */
export type BuildProblemCode = Exclude<keyof typeof buildTexts, 'BUILD_TOO_MANY_PARTS' | 'BUILD_NOT_A_PART'>;
export interface BuildProblem {
  severity: BuildSeverity;
  code: BuildProblemCode;
  /** The numbers and names of the sentence's placeholders. */
  params: Record<string, string | number>;
  /** The parts the problem is about. */
  productIds: string[];
}
export interface BuildCheck {
  problems: BuildProblem[];
  /** The processor's tdp_w plus the graphics card's board_power_w plus BUILD_BASE_WATTS; 0 for no parts. */
  estimatedWatts: number;
}

type Add = (severity: BuildSeverity, code: BuildProblemCode, parts: readonly (BuildPart | undefined)[], params?: BuildProblem['params']) => void;

/** Choices compare without case or spaces: "LGA 1700" is "LGA1700". */
const key = (choice: string) => choice.replace(/\s+/g, '').toLowerCase();
const sameChoice = (a: string, b: string) => key(a) === key(b);
const among = (choice: string, list: readonly string[]) => list.some((item) => sameChoice(item, choice));
const listed = (list: readonly string[]) => list.join(', ');
const num = (part: BuildPart, code: string) => numberAttribute(part.attributes, code);
const choice = (part: BuildPart, code: string) => choiceAttribute(part.attributes, code);
/** The sum over parts of a number attribute times the quantity; undefined when a part lacks it. */
function total(parts: readonly BuildPart[], code: string): number | undefined {
  let sum = 0;
  for (const part of parts) {
    const value = num(part, code);
    if (value === undefined) return undefined;
    sum += value * part.quantity;
  }
  return sum;
}

interface Parts {
  cpu?: BuildPart;
  board?: BuildPart;
  gpu?: BuildPart;
  psu?: BuildPart;
  pcCase?: BuildPart;
  cooler?: BuildPart;
  memory: BuildPart[];
  storage: BuildPart[];
}

function checkSockets({ cpu, board, cooler }: Parts, add: Add) {
  if (cpu && board) {
    const cpuSocket = choice(cpu, 'socket');
    const boardSocket = choice(board, 'socket');
    if (cpuSocket === undefined || boardSocket === undefined) add('note', 'BUILD_SOCKET_NOT_CHECKED', [cpu, board]);
    else if (!sameChoice(cpuSocket, boardSocket)) add('block', 'BUILD_SOCKET_MISMATCH', [cpu, board], { cpuSocket, boardSocket });
  }
  const socketPart = cpu ?? board;
  if (cooler && socketPart) {
    const socket = choice(socketPart, 'socket');
    const sockets = choicesAttribute(cooler.attributes, 'sockets');
    if (socket === undefined || sockets === undefined) add('note', 'BUILD_COOLER_SOCKET_NOT_CHECKED', [cooler, socketPart]);
    else if (!among(socket, sockets)) add('block', 'BUILD_COOLER_SOCKET', [cooler, socketPart], { socket, sockets: listed(sockets) });
  }
}

function checkMemory({ board, memory }: Parts, add: Add) {
  if (!board || memory.length === 0) return;
  const boardMemoryType = choice(board, 'memory_type');
  const kitTypes = memory.map((kit) => choice(kit, 'memory_type'));
  if (boardMemoryType === undefined || kitTypes.includes(undefined)) add('note', 'BUILD_MEMORY_TYPE_NOT_CHECKED', [...memory, board]);
  else {
    memory.forEach((kit, i) => {
      const memoryType = kitTypes[i]!;
      if (!sameChoice(memoryType, boardMemoryType)) add('block', 'BUILD_MEMORY_TYPE', [kit, board], { memoryType, boardMemoryType });
    });
  }
  const modules = total(memory, 'modules');
  const slots = num(board, 'memory_slots');
  if (modules === undefined || slots === undefined) add('note', 'BUILD_MEMORY_SLOTS_NOT_CHECKED', [...memory, board]);
  else if (modules > slots) add('block', 'BUILD_MEMORY_SLOTS', [...memory, board], { modules, slots });
  const capacity = total(memory, 'capacity_gb');
  const max = num(board, 'max_memory_gb');
  if (capacity === undefined || max === undefined) add('note', 'BUILD_MEMORY_CAPACITY_NOT_CHECKED', [...memory, board]);
  else if (capacity > max) add('block', 'BUILD_MEMORY_CAPACITY', [...memory, board], { capacity, max });
}

function checkCase({ board, psu, gpu, cooler, pcCase }: Parts, add: Add) {
  if (!pcCase) return;
  const fits = (part: BuildPart | undefined, own: string, takes: string, code: 'BUILD_BOARD_FORM_FACTOR' | 'BUILD_PSU_FORM_FACTOR') => {
    if (!part) return;
    const formFactor = choice(part, own);
    const formFactors = choicesAttribute(pcCase.attributes, takes);
    if (formFactor === undefined || formFactors === undefined) add('note', `${code}_NOT_CHECKED`, [part, pcCase]);
    else if (!among(formFactor, formFactors)) add('block', code, [part, pcCase], { formFactor, formFactors: listed(formFactors) });
  };
  fits(board, 'form_factor', 'form_factors', 'BUILD_BOARD_FORM_FACTOR');
  fits(psu, 'psu_form_factor', 'psu_form_factors', 'BUILD_PSU_FORM_FACTOR');
  if (gpu) {
    const length = num(gpu, 'length_mm');
    const max = num(pcCase, 'max_gpu_length_mm');
    if (length === undefined || max === undefined) add('note', 'BUILD_GPU_LENGTH_NOT_CHECKED', [gpu, pcCase]);
    else if (length > max) add('block', 'BUILD_GPU_LENGTH', [gpu, pcCase], { length, max });
  }
  // A liquid cooler (radiator_mm, no height) stands no taller than its pump: no height to check.
  if (cooler && (num(cooler, 'height_mm') !== undefined || num(cooler, 'radiator_mm') === undefined)) {
    const height = num(cooler, 'height_mm');
    const max = num(pcCase, 'max_cooler_height_mm');
    if (height === undefined || max === undefined) add('note', 'BUILD_COOLER_HEIGHT_NOT_CHECKED', [cooler, pcCase]);
    else if (height > max) add('block', 'BUILD_COOLER_HEIGHT', [cooler, pcCase], { height, max });
  }
}

/** The estimated draw, and whether every part that draws gave its figure. */
function estimateWatts({ cpu, gpu }: Parts, anyPart: boolean): { watts: number; known: boolean } {
  if (!anyPart) return { watts: 0, known: true };
  const cpuWatts = cpu ? num(cpu, 'tdp_w') : 0;
  const gpuWatts = gpu ? num(gpu, 'board_power_w') : 0;
  return { watts: BUILD_BASE_WATTS + (cpuWatts ?? 0) + (gpuWatts ?? 0), known: cpuWatts !== undefined && gpuWatts !== undefined };
}

function checkPower({ psu, cpu, gpu }: Parts, draw: { watts: number; known: boolean }, add: Add) {
  if (!psu) return;
  const wattage = num(psu, 'wattage_w');
  if (wattage === undefined || !draw.known) {
    add('note', 'BUILD_POWER_NOT_CHECKED', [psu, cpu, gpu]);
    return;
  }
  // In whole watts times a hundred: 500 W × 1.05 is 525, not 525.0000000000001.
  const min = Math.ceil((draw.watts * PSU_MIN_PERCENT) / 100);
  const recommended = Math.ceil((draw.watts * PSU_RECOMMENDED_PERCENT) / 100);
  if (wattage < min) add('block', 'BUILD_PSU_TOO_WEAK', [psu], { wattage, draw: draw.watts, min });
  else if (wattage < recommended) add('warning', 'BUILD_PSU_LOW_HEADROOM', [psu], { wattage, draw: draw.watts, recommended });
}

function checkDrivesAndGraphics({ board, storage, cpu, gpu }: Parts, add: Add) {
  if (board && storage.length > 0) {
    const interfaces = storage.map((drive) => choice(drive, 'interface'));
    const m2 = storage.filter((_, i) => interfaces[i] !== undefined && sameChoice(interfaces[i]!, M2_INTERFACE));
    const drives = m2.reduce((sum, drive) => sum + drive.quantity, 0);
    const slots = num(board, 'm2_slots');
    if (interfaces.includes(undefined) || (drives > 0 && slots === undefined)) add('note', 'BUILD_M2_SLOTS_NOT_CHECKED', [...storage, board]);
    else if (slots !== undefined && drives > slots) add('block', 'BUILD_M2_SLOTS', [...m2, board], { drives, slots });
  }
  if (cpu && !gpu) {
    const integrated = booleanAttribute(cpu.attributes, 'integrated_graphics');
    if (integrated === undefined) add('note', 'BUILD_GRAPHICS_NOT_CHECKED', [cpu]);
    else if (!integrated) add('block', 'BUILD_NO_GRAPHICS', [cpu]);
  }
}

/** A part out of stock, or short of what the build takes (the same product's lines counted together). */
function checkStock(parts: readonly BuildPart[], add: Add) {
  const wanted = new Map<string, { part: BuildPart; quantity: number }>();
  for (const part of parts) {
    const line = wanted.get(part.productId);
    if (line) line.quantity += part.quantity;
    else wanted.set(part.productId, { part, quantity: part.quantity });
  }
  for (const { part, quantity } of wanted.values()) {
    if (part.stock <= 0) add('warning', 'BUILD_OUT_OF_STOCK', [part]);
    else if (part.stock < quantity) add('warning', 'BUILD_STOCK_SHORT', [part], { n: part.stock, quantity });
  }
}

const SEVERITY_ORDER: Record<BuildSeverity, number> = { block: 0, warning: 1, note: 2 };

/**
 * Every problem of a build, blocks first, then warnings, then notes (each in
 * the order of the rules), and its estimated draw. A rule whose parts are not
 * all chosen is not a problem; a rule whose parts lack the figures it needs is
 * a note that it was not checked.
 */
export function checkBuild(parts: readonly BuildPart[]): BuildCheck {
  const problems: BuildProblem[] = [];
  const add: Add = (severity, code, about, params = {}) => {
    const productIds = [...new Set(about.flatMap((part) => (part ? [part.productId] : [])))];
    problems.push({ severity, code, params, productIds });
  };
  const ofRole = (role: BuildRole) => parts.filter((part) => part.role === role);
  for (const role of SINGLE_ROLES) {
    const chosen = ofRole(role);
    if (chosen.length > 1 || (chosen[0]?.quantity ?? 0) > 1) add('block', 'BUILD_ONE_PART', chosen);
  }
  const [cpu] = ofRole('processor');
  const [board] = ofRole('motherboard');
  const [gpu] = ofRole('graphics');
  const [psu] = ofRole('psu');
  const [pcCase] = ofRole('case');
  const [cooler] = ofRole('cooler');
  const chosen: Parts = { cpu, board, gpu, psu, pcCase, cooler, memory: ofRole('memory'), storage: ofRole('storage') };
  checkSockets(chosen, add);
  checkMemory(chosen, add);
  checkCase(chosen, add);
  const draw = estimateWatts(chosen, parts.length > 0);
  checkPower(chosen, draw, add);
  checkDrivesAndGraphics(chosen, add);
  checkStock(parts, add);
  const problemsInOrder = problems
    .map((problem, i) => ({ problem, i }))
    .toSorted((a, b) => SEVERITY_ORDER[a.problem.severity] - SEVERITY_ORDER[b.problem.severity] || a.i - b.i)
    .map(({ problem }) => problem);
  return { problems: problemsInOrder, estimatedWatts: draw.watts };
}
