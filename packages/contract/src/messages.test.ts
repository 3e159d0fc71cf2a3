import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { BUILD_ITEMS_MAX } from './build-rules';
import { REVIEW_TEXT_MAX } from './constants';

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

  it('names the limits the schemas hold, as field sentences said in Arabic by their exact English text', () => {
    expect(messages.REVIEW_TEXT_TOO_LONG).toBe(`A review can be at most ${REVIEW_TEXT_MAX.toLocaleString('en')} characters`);
    expect(messages.BUILD_TOO_MANY_PARTS).toBe(`A build takes at most ${BUILD_ITEMS_MAX} parts`);
  });
});
