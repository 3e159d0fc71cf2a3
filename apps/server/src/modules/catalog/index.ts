// The public entry of the catalog module: what other modules may import of it, and nothing else (docs/decisions/041).
export { galleryOf } from './gallery';
export { localized, type ProductRow, ratingAverage, toProduct } from './product-json';
export { type ProductValues } from './product-writes.repository';
export { joinProductRows, productColumns, productRowSql, selectProducts } from './products.repository';
export { toValues } from './products.service';
export { type AttributeRule, coerceAttributeValue } from './attribute-input';
export { listEveryAttribute } from './attributes.repository';
