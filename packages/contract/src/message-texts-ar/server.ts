// Arabic twins of message-texts/server.ts (issue 12), by the same names.
// Not exported from the package yet: the Arabic mechanism wires them.

export const LANG_INVALID = 'يجب أن تكون اللغة en أو ar';
