import type { ErrorCode } from '@store/contract';

// The error bodies tests expect (docs/store-rules.md#error-body), written once.

/** A refusal naming one field: its sentence as the message and again under `errors` for that field. */
export function fieldRefusal(code: ErrorCode, path: string, message: string) {
  return { success: false, params: {}, code, message, errors: [{ path, message }] };
}

/** 409 STOCK_LIMIT for an order's line: the product asked for beyond its stock, named, with what is left. */
export function stockLimitRefusal(product: { id: string; title: string }, totalStock: number) {
  return {
    success: false,
    params: { n: totalStock },
    code: 'STOCK_LIMIT',
    message: `Only ${totalStock} items available in stock`,
    productId: product.id,
    title: product.title,
    totalStock,
  };
}
