import { describe, expect, it } from 'vitest';
import { buildProblemMessage } from './build-messages';
import { checkBuild, type BuildPart, type BuildRole } from './build-rules';
import type { AttributeValue, AttributeValues } from './attribute-values';

// Issue 24 item 5: each rule firing and not firing, and the notes that say what was not checked.

const part = (productId: string, role: BuildRole, attributes: AttributeValues, extra: Partial<BuildPart> = {}): BuildPart => ({
  productId,
  role,
  attributes,
  quantity: 1,
  stock: 10,
  ...extra,
});

/** A build whose parts fit: Ryzen 7 on an ATX AM5 board, DDR5, a 304 mm card, 850 W. */
function fittingBuild(): Record<string, BuildPart> {
  return {
    cpu: part('cpu', 'processor', { socket: 'AM5', tdp_w: 120, integrated_graphics: true }),
    board: part('board', 'motherboard', {
      socket: 'AM5',
      form_factor: 'ATX',
      memory_type: 'DDR5',
      memory_slots: 4,
      max_memory_gb: 192,
      m2_slots: 2,
    }),
    memory: part('memory', 'memory', { memory_type: 'DDR5', modules: 2, capacity_gb: 32 }),
    gpu: part('gpu', 'graphics', { length_mm: 304, board_power_w: 320, slots: 3 }),
    storage: part('ssd', 'storage', { interface: 'M.2 NVMe', capacity_gb: 2000 }),
    psu: part('psu', 'psu', { wattage_w: 850, psu_form_factor: 'ATX' }),
    pcCase: part('case', 'case', {
      form_factors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
      max_gpu_length_mm: 360,
      max_cooler_height_mm: 165,
      psu_form_factors: ['ATX'],
    }),
    cooler: part('cooler', 'cooler', { sockets: ['AM4', 'AM5', 'LGA1700'], height_mm: 155 }),
  };
}

/** Attributes changed (null removes one), or the part left out. */
type Change = Readonly<Record<string, AttributeValue | readonly string[] | null>> | 'absent';

/** The fitting build with some parts changed. */
function buildWith(changes: Readonly<Record<string, Change>> = {}): BuildPart[] {
  return Object.entries(fittingBuild()).flatMap(([name, chosen]) => {
    const change = changes[name];
    if (change === 'absent') return [];
    if (!change) return [chosen];
    const attributes: AttributeValues = { ...chosen.attributes };
    for (const [code, value] of Object.entries(change)) {
      if (value === null) delete attributes[code];
      else attributes[code] = Array.isArray(value) ? [...(value as readonly string[])] : (value as AttributeValue);
    }
    return [{ ...chosen, attributes }];
  });
}

const summary = (parts: BuildPart[]) =>
  checkBuild(parts).problems.map((problem) => ({
    severity: problem.severity,
    message: buildProblemMessage(problem),
    productIds: problem.productIds,
  }));

describe('a build whose parts fit', () => {
  it('has no problems and draws the processor, the card and 100 W', () => {
    expect(checkBuild(buildWith())).toEqual({ problems: [], estimatedWatts: 120 + 320 + 100 });
  });

  it('with no parts has no problems and no draw', () => {
    expect(checkBuild([])).toEqual({ problems: [], estimatedWatts: 0 });
  });

  it('compares choices without case or spaces', () => {
    expect(summary(buildWith({ cpu: { socket: 'lga 1700' }, board: { socket: 'LGA1700' } }))).toEqual([]);
  });
});

describe('blocks', () => {
  it.each([
    ['processor socket against the board', { cpu: { socket: 'LGA1700' } }, 'The processor fits socket LGA1700, the motherboard has socket AM5', ['cpu', 'board']],
    ['cooler without the socket', { cooler: { sockets: ['LGA1700', 'LGA1851'] } }, 'The cooler does not fit socket AM5: it fits LGA1700, LGA1851', ['cooler', 'cpu']],
    ['memory type', { memory: { memory_type: 'DDR4' } }, 'The memory is DDR4, the motherboard takes DDR5', ['memory', 'board']],
    ['memory modules over the slots', { board: { memory_slots: 2 }, memory: { modules: 4 } }, 'The memory has 4 modules, the motherboard has 2 slots', ['memory', 'board']],
    ['memory over the board maximum', { board: { max_memory_gb: 64 }, memory: { capacity_gb: 96 } }, 'The memory totals 96 GB, the motherboard takes at most 64 GB', ['memory', 'board']],
    ['board form factor not among the case’s', { board: { form_factor: 'E-ATX' } }, 'The motherboard is E-ATX, the case takes ATX, Micro-ATX, Mini-ITX', ['board', 'case']],
    ['supply form factor not among the case’s', { psu: { psu_form_factor: 'SFX' } }, 'The power supply is SFX, the case takes ATX', ['psu', 'case']],
    ['graphics card longer than the case takes', { gpu: { length_mm: 357.6 }, pcCase: { max_gpu_length_mm: 322 } }, 'The graphics card is 357.6 mm long, the case takes 322 mm', ['gpu', 'case']],
    ['air cooler taller than the case takes', { cooler: { height_mm: 168 } }, 'The cooler is 168 mm tall, the case takes 165 mm', ['cooler', 'case']],
    ['supply under 1.05 times the draw', { psu: { wattage_w: 550 } }, 'The power supply gives 550 W; the build draws about 540 W and needs at least 567 W', ['psu']],
    ['processor without graphics and no card', { cpu: { integrated_graphics: false }, gpu: 'absent' }, 'The processor has no integrated graphics: add a graphics card', ['cpu']],
  ] as const)('%s', (_rule, changes, message, productIds) => {
    expect(summary(buildWith(changes))).toEqual([{ severity: 'block', message, productIds }]);
  });

  it('M.2 drives over the board’s M.2 slots, SATA drives not counted', () => {
    const parts = [
      ...buildWith({ board: { m2_slots: 1 } }),
      part('ssd2', 'storage', { interface: 'M.2 NVMe', capacity_gb: 1000 }),
      part('hdd', 'storage', { interface: 'SATA', capacity_gb: 4000 }),
    ];
    expect(summary(parts)).toEqual([
      { severity: 'block', message: 'The build has 2 M.2 drives, the motherboard has 1 M.2 slots', productIds: ['ssd', 'ssd2', 'board'] },
    ]);
    expect(summary([...buildWith(), part('ssd2', 'storage', { interface: 'M.2 NVMe', capacity_gb: 1000 }), part('hdd', 'storage', { interface: 'SATA', capacity_gb: 4000 })])).toEqual([]);
  });

  it('counts several memory kits and their quantities together', () => {
    const twoKits = [...buildWith(), part('memory2', 'memory', { memory_type: 'DDR5', modules: 2, capacity_gb: 64 }, { quantity: 2 })];
    expect(summary(twoKits)).toEqual([
      { severity: 'block', message: 'The memory has 6 modules, the motherboard has 4 slots', productIds: ['memory', 'memory2', 'board'] },
    ]);
    const fits = [...buildWith(), part('memory2', 'memory', { memory_type: 'DDR5', modules: 2, capacity_gb: 64 })];
    expect(summary(fits)).toEqual([]);
  });

  it('one part of a single kind: a second processor, or two of one', () => {
    const second = [...buildWith(), part('cpu2', 'processor', { socket: 'AM5', tdp_w: 65, integrated_graphics: true })];
    expect(summary(second)).toContainEqual({
      severity: 'block',
      message: 'A build takes one part of this kind: keep one and remove the others',
      productIds: ['cpu', 'cpu2'],
    });
    const twoOfOne = buildWith().map((chosen) => (chosen.role === 'case' ? { ...chosen, quantity: 2 } : chosen));
    expect(summary(twoOfOne)).toEqual([
      { severity: 'block', message: 'A build takes one part of this kind: keep one and remove the others', productIds: ['case'] },
    ]);
  });

  it('do not fire at their limits', () => {
    const atLimits = buildWith({
      gpu: { length_mm: 360 },
      cooler: { height_mm: 165 },
      board: { memory_slots: 2, max_memory_gb: 32, m2_slots: 1 },
    });
    expect(summary(atLimits)).toEqual([]);
  });

  it('a processor with integrated graphics needs no card, and a liquid cooler has no height to check', () => {
    expect(summary(buildWith({ gpu: 'absent', cooler: { height_mm: null, radiator_mm: 360 } }))).toEqual([]);
  });
});

describe('the power supply', () => {
  // Draw 540 W: at least 567 W (1.05×), 675 W (1.25×) recommended.
  it.each([
    [566, 'block'],
    [567, 'warning'],
    [674, 'warning'],
    [675, null],
  ] as const)('of %i W for 540 W of draw: %s', (wattage, severity) => {
    const problems = checkBuild(buildWith({ psu: { wattage_w: wattage } })).problems;
    expect(problems.map((problem) => problem.severity)).toEqual(severity ? [severity] : []);
  });

  it('warns with its numbers under 1.25 times the draw', () => {
    expect(summary(buildWith({ psu: { wattage_w: 650 } }))).toEqual([
      {
        severity: 'warning',
        message: 'The power supply gives 650 W for about 540 W of draw: 675 W or more leaves headroom',
        productIds: ['psu'],
      },
    ]);
  });

  it('needs whole watts: 500 W of draw needs 525 W, not 526', () => {
    const parts = buildWith({ cpu: { tdp_w: 80 }, gpu: { board_power_w: 320 }, psu: { wattage_w: 525 } });
    expect(checkBuild(parts).problems.map((problem) => problem.code)).toEqual(['BUILD_PSU_LOW_HEADROOM']);
  });

  it('counts 100 W for the rest without processor or card', () => {
    const parts = buildWith({ cpu: 'absent', gpu: 'absent', psu: { wattage_w: 100 } });
    expect(checkBuild(parts)).toMatchObject({ estimatedWatts: 100, problems: [{ code: 'BUILD_PSU_TOO_WEAK', params: { min: 105 } }] });
  });
});

describe('stock', () => {
  it('warns of a part out of stock and a part short of the quantity, lines of one product together', () => {
    const parts = buildWith().map((chosen) => {
      if (chosen.role === 'graphics') return { ...chosen, stock: 0 };
      if (chosen.role === 'storage') return { ...chosen, stock: 1 };
      return chosen;
    });
    const storage = parts.find((chosen) => chosen.role === 'storage')!;
    expect(summary([...parts, { ...storage }])).toEqual([
      { severity: 'warning', message: 'This part is out of stock', productIds: ['gpu'] },
      { severity: 'warning', message: 'Only 1 of this part in stock, the build needs 2', productIds: ['ssd'] },
    ]);
  });

  it('says nothing of a part with enough stock', () => {
    expect(summary(buildWith().map((chosen) => ({ ...chosen, stock: 1 })))).toEqual([]);
  });
});

describe('missing data: notes that a rule was not checked', () => {
  it.each([
    [{ board: { socket: null } }, ['Not checked: the processor’s socket against the motherboard’s (data missing)']],
    [{ cooler: { sockets: null } }, ['Not checked: whether the cooler fits the socket (data missing)']],
    [{ memory: { memory_type: null } }, ['Not checked: the memory type against the motherboard’s (data missing)']],
    [{ board: { memory_slots: null } }, ['Not checked: the memory modules against the motherboard’s slots (data missing)']],
    [{ memory: { capacity_gb: null } }, ['Not checked: the memory capacity against the motherboard’s maximum (data missing)']],
    [{ pcCase: { form_factors: null } }, ['Not checked: whether the motherboard fits the case (data missing)']],
    [{ psu: { psu_form_factor: null } }, ['Not checked: whether the power supply fits the case (data missing)']],
    [{ gpu: { length_mm: null } }, ['Not checked: whether the graphics card is short enough for the case (data missing)']],
    [{ cooler: { height_mm: null } }, ['Not checked: whether the cooler is low enough for the case (data missing)']],
    [{ gpu: { board_power_w: null } }, ['Not checked: whether the power supply is strong enough (data missing)']],
    [{ psu: { wattage_w: null } }, ['Not checked: whether the power supply is strong enough (data missing)']],
    [{ board: { m2_slots: null } }, ['Not checked: the M.2 drives against the motherboard’s M.2 slots (data missing)']],
    [{ storage: { interface: null } }, ['Not checked: the M.2 drives against the motherboard’s M.2 slots (data missing)']],
    [{ cpu: { integrated_graphics: null }, gpu: 'absent' }, ['Not checked: whether the processor has integrated graphics (data missing)']],
  ] as const)('%o', (changes, messages) => {
    const problems = summary(buildWith(changes));
    expect(problems.map((problem) => problem.severity)).toEqual(messages.map(() => 'note'));
    expect(problems.map((problem) => problem.message)).toEqual(messages);
  });

  it('a value of the wrong kind is missing data, not a conflict', () => {
    expect(summary(buildWith({ gpu: { length_mm: '357 mm' } }))[0]?.severity).toBe('note');
  });

  it('a SATA-only build needs no M.2 slot count', () => {
    expect(summary(buildWith({ board: { m2_slots: null }, storage: { interface: 'SATA' } }))).toEqual([]);
  });

  it('a rule whose parts are not chosen is neither a problem nor a note', () => {
    const onlyProcessor = buildWith({ board: 'absent', memory: 'absent', storage: 'absent', psu: 'absent', pcCase: 'absent', cooler: 'absent', gpu: 'absent' });
    expect(checkBuild(onlyProcessor)).toEqual({ problems: [], estimatedWatts: 220 });
  });

  it('puts blocks first, then warnings, then notes', () => {
    const parts = buildWith({ cpu: { socket: 'LGA1851' }, psu: { wattage_w: 600 }, gpu: { length_mm: null } });
    expect(checkBuild(parts).problems.map((problem) => problem.severity)).toEqual(['block', 'block', 'warning', 'note']);
  });
});

describe('sentences in Arabic', () => {
  it('carry the same numbers', () => {
    const [problem] = checkBuild(buildWith({ gpu: { length_mm: 357.6 }, pcCase: { max_gpu_length_mm: 322 } })).problems;
    expect(buildProblemMessage(problem!, 'ar')).toBe('طول بطاقة الرسومات 357.6 mm، والصندوق يتسع لـ 322 mm');
  });
});
