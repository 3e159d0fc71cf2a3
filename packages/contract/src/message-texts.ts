// The sentences of `messages` (messages.ts), one export each, in a module per
// audience: a bundle keeps only the sentences its code names, and a page only
// the modules its code reaches (the storefront's first visit reads a dozen
// sentences; the admin screens and the server read the rest).
export * from './message-texts/shop';
export * from './message-texts/cart';
export * from './message-texts/shop-pages';
export * from './message-texts/track';
export * from './message-texts/account';
export * from './message-texts/fields';
export * from './message-texts/server';
export * from './message-texts/admin';
export * from './message-texts/builds';
export * from './message-texts/filters';
export * from './message-texts/addresses';
