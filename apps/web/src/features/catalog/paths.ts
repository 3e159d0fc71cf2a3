// Addresses of the catalogue pages, for links and navigation. No imports: the
// header's search box uses them without pulling in the product card.

/** The product page: /shop/product/:id */
export const productPath = (id: string) => `/shop/product/${encodeURIComponent(id)}`;

/** The search page for a keyword: /shop/search?keyword=… */
export const searchPath = (keyword: string) => `/shop/search?${new URLSearchParams({ keyword }).toString()}`;

/** The listing with one filter: /shop/listing?category=<id> or ?brand=<id> */
export const listingPath = (kind: 'category' | 'brand', id: string) => `/shop/listing?${kind}=${encodeURIComponent(id)}`;
