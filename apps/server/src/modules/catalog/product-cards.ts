// Product cards (migration 0029, docs/decisions/039): each product as the
// shop's lists show it, as JSON text written by PostgreSQL whenever the
// product, its brand or its category changes, in English and in Arabic. A card
// leaves out the stock, which every order changes: the reader adds it. The
// first pages of the shop's lists and the product page's other products are
// answered from cards without parsing or serialising a product in the process.

/** The card with the product's current stock: the contract's Product as JSON text. */
export function withStock(card: string, totalStock: number): string {
  return `${card.slice(0, -1)}, "totalStock": ${totalStock}}`;
}

/** A JSON array of cards already carrying their stock. */
export const cardArray = (cards: readonly string[]): string => `[${cards.join(',')}]`;
