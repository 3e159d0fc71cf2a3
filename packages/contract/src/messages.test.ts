import { describe, expect, it } from 'vitest';
import { message, messages } from './messages';

describe('messages', () => {
  it('holds the texts of the spec word for word', () => {
    expect(messages.STOCK_LIMIT).toBe('Only {n} items available in stock');
    expect(messages.QUANTITY_MIN).toBe('Quantity cannot be less than 1');
    expect(messages.PRODUCT_ID_MISSING).toBe('Product ID is missing');
    expect(messages.CART_ADDED).toBe('Success: Product added to cart!');
    expect(messages.CART_REMOVED).toBe('Success: Product removed from cart');
    expect(messages.MONTHLY_SALES_FAILED).toBe('Server error');
    expect(messages.SERVER_ERROR).toBe('Server Error');
    expect(messages.UNEXPECTED_APP_ERROR).toBe('Unexpected Application Error!');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(message('STOCK_LIMIT', { n: 3 })).toBe('Only 3 items available in stock');
    expect(message('CART_QUANTITY_UPDATED', { n: 2 })).toBe('Updated: Quantity updated to 2');
    expect(message('STOCK_LIMIT')).toBe('Only {n} items available in stock');
  });
});
