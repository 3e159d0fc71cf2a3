// The PC builder's compatibility problems (issue 24 item 5): each with its
// numbers, as the compatibility panel and POST /api/shop/builds/check say them.
// The rules that fill them are ../build-rules.ts. Part of `messages` (../messages.ts).

// Blocks: the parts do not go together.
export const BUILD_SOCKET_MISMATCH = 'The processor fits socket {cpuSocket}, the motherboard has socket {boardSocket}';
export const BUILD_COOLER_SOCKET = 'The cooler does not fit socket {socket}: it fits {sockets}';
export const BUILD_MEMORY_TYPE = 'The memory is {memoryType}, the motherboard takes {boardMemoryType}';
export const BUILD_MEMORY_SLOTS = 'The memory has {modules} modules, the motherboard has {slots} slots';
export const BUILD_MEMORY_CAPACITY = 'The memory totals {capacity} GB, the motherboard takes at most {max} GB';
export const BUILD_BOARD_FORM_FACTOR = 'The motherboard is {formFactor}, the case takes {formFactors}';
export const BUILD_PSU_FORM_FACTOR = 'The power supply is {formFactor}, the case takes {formFactors}';
export const BUILD_GPU_LENGTH = 'The graphics card is {length} mm long, the case takes {max} mm';
export const BUILD_COOLER_HEIGHT = 'The cooler is {height} mm tall, the case takes {max} mm';
export const BUILD_PSU_TOO_WEAK = 'The power supply gives {wattage} W; the build draws about {draw} W and needs at least {min} W';
export const BUILD_M2_SLOTS = 'The build has {drives} M.2 drives, the motherboard has {slots} M.2 slots';
export const BUILD_NO_GRAPHICS = 'The processor has no integrated graphics: add a graphics card';
export const BUILD_ONE_PART = 'A build takes one part of this kind: keep one and remove the others';

// Warnings: it works, but think again.
export const BUILD_PSU_LOW_HEADROOM = 'The power supply gives {wattage} W for about {draw} W of draw: {recommended} W or more leaves headroom';
export const BUILD_OUT_OF_STOCK = 'This part is out of stock';
export const BUILD_STOCK_SHORT = 'Only {n} of this part in stock, the build needs {quantity}';

// Notes: a rule the parts' data does not let the builder check.
export const BUILD_SOCKET_NOT_CHECKED = 'Not checked: the processor’s socket against the motherboard’s (data missing)';
export const BUILD_COOLER_SOCKET_NOT_CHECKED = 'Not checked: whether the cooler fits the socket (data missing)';
export const BUILD_MEMORY_TYPE_NOT_CHECKED = 'Not checked: the memory type against the motherboard’s (data missing)';
export const BUILD_MEMORY_SLOTS_NOT_CHECKED = 'Not checked: the memory modules against the motherboard’s slots (data missing)';
export const BUILD_MEMORY_CAPACITY_NOT_CHECKED = 'Not checked: the memory capacity against the motherboard’s maximum (data missing)';
export const BUILD_BOARD_FORM_FACTOR_NOT_CHECKED = 'Not checked: whether the motherboard fits the case (data missing)';
export const BUILD_PSU_FORM_FACTOR_NOT_CHECKED = 'Not checked: whether the power supply fits the case (data missing)';
export const BUILD_GPU_LENGTH_NOT_CHECKED = 'Not checked: whether the graphics card is short enough for the case (data missing)';
export const BUILD_COOLER_HEIGHT_NOT_CHECKED = 'Not checked: whether the cooler is low enough for the case (data missing)';
export const BUILD_POWER_NOT_CHECKED = 'Not checked: whether the power supply is strong enough (data missing)';
export const BUILD_M2_SLOTS_NOT_CHECKED = 'Not checked: the M.2 drives against the motherboard’s M.2 slots (data missing)';
export const BUILD_GRAPHICS_NOT_CHECKED = 'Not checked: whether the processor has integrated graphics (data missing)';

// The check's refusals (POST /api/shop/builds/check).
export const BUILD_TOO_MANY_PARTS = 'A build takes at most 40 parts';
export const BUILD_NOT_A_PART = 'This product is not a PC part the builder knows';

// Saved builds (GET, POST /api/shop/builds, GET, PUT, DELETE /api/shop/builds/{id}).
export const BUILD_SAVED = 'Build saved';
export const BUILD_RENAMED = 'Build renamed';
export const BUILD_DELETED = 'Build deleted';
export const BUILD_NOT_FOUND = 'Build not found';
export const BUILDS_FULL = 'You can save at most {n} builds. Delete one to save another';
export const BUILD_NAME_REQUIRED = 'Give your build a name';
export const BUILD_EMPTY = 'Choose at least one part to save the build';
