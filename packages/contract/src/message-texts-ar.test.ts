// The Arabic sentences (./message-texts-ar/*) are twins of the English ones
// (./message-texts/*): the same names, the same {placeholders}, Arabic words and
// Latin digits (issue 12 item 2). The admin module stays English only.
import { describe, expect, it } from 'vitest';
import * as enAccount from './message-texts/account';
import * as enBuilds from './message-texts/builds';
import * as enFields from './message-texts/fields';
import * as enFilters from './message-texts/filters';
import * as enServer from './message-texts/server';
import * as enCart from './message-texts/cart';
import * as enShop from './message-texts/shop';
import * as enShopPages from './message-texts/shop-pages';
import * as enTrack from './message-texts/track';
import * as arAccount from './message-texts-ar/account';
import * as arBuilds from './message-texts-ar/builds';
import * as arFields from './message-texts-ar/fields';
import * as arFilters from './message-texts-ar/filters';
import * as arServer from './message-texts-ar/server';
import * as arCart from './message-texts-ar/cart';
import * as arShop from './message-texts-ar/shop';
import * as arShopPages from './message-texts-ar/shop-pages';
import * as arTrack from './message-texts-ar/track';

type Texts = Record<string, string>;

const modules: [string, Texts, Texts][] = [
  ['shop', enShop, arShop],
  ['cart', enCart, arCart],
  ['shop-pages', enShopPages, arShopPages],
  ['fields', enFields, arFields],
  ['server', enServer, arServer],
  ['track', enTrack, arTrack],
  ['account', enAccount, arAccount],
  ['builds', enBuilds, arBuilds],
  ['filters', enFilters, arFilters],
];

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').toSorted();
}

describe.each(modules)('Arabic twin of message-texts/%s', (_name, en, ar) => {
  it('has exactly the English module’s names', () => {
    expect(Object.keys(ar).toSorted()).toEqual(Object.keys(en).toSorted());
  });

  it('keeps every sentence’s placeholders', () => {
    for (const [code, text] of Object.entries(en)) {
      expect({ code, placeholders: placeholders(ar[code] ?? '') }).toEqual({
        code,
        placeholders: placeholders(text),
      });
    }
  });

  it('is written in Arabic with Latin digits', () => {
    for (const [code, text] of Object.entries(ar)) {
      expect({ code, arabic: /[\u0621-\u064a]/.test(text) }).toEqual({
        code,
        arabic: true,
      });
      expect({
        code,
        easternDigits: /[\u0660-\u0669\u06f0-\u06f9]/.test(text),
      }).toEqual({ code, easternDigits: false });
    }
  });
});

describe('Arabic sentences', () => {
  it('read as a UAE shopper expects, amounts with the sign د.إ', () => {
    expect(arCart.CART_ADDED).toBe('تم بنجاح: أُضيف المنتج إلى السلة!');
    expect(arCart.STOCK_LIMIT).toBe('الكمية المتوفرة في المخزون {n} فقط');
    expect(arFields.PRICE_INVALID).toBe('أدخل سعرًا بين 0 و 1,000,000 د.إ بمنزلتين عشريتين على الأكثر');
    expect(arTrack.TRACK_NUMBER_INVALID).toBe('أدخل رقم الطلب الوارد في رسالتك الإلكترونية، مثل FC-7K3M-9QXD');
  });
});
