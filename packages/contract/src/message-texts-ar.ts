// The Arabic twins of ./message-texts.ts (./message-texts-ar/*): the same names,
// the same {placeholders}, Arabic words and Latin digits. The admin's sentences
// stay English (docs/store-rules.md#8-messages), so there is no admin module here.
export * from './message-texts-ar/shop';
export * from './message-texts-ar/cart';
export * from './message-texts-ar/shop-pages';
export * from './message-texts-ar/track';
export * from './message-texts-ar/account';
export * from './message-texts-ar/fields';
export * from './message-texts-ar/server';
export * from './message-texts-ar/builds';
export * from './message-texts-ar/filters';
export * from './message-texts-ar/addresses';
