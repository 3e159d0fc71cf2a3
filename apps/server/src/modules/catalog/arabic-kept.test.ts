import { describe, expect, it } from 'vitest';
import { keptTwin, specsWithArabicKept, withArabicKept } from './arabic-kept';

describe('Arabic twins on an update', () => {
  it('keeps a twin the form leaves out, clears it on null or empty, replaces it otherwise', () => {
    expect(keptTwin(undefined, 'شاشة')).toBe('شاشة');
    expect(keptTwin(undefined, null)).toBeNull();
    expect(keptTwin(null, 'شاشة')).toBeNull();
    expect(keptTwin('', 'شاشة')).toBeNull();
    expect(keptTwin('ماوس', 'شاشة')).toBe('ماوس');
  });

  it('a new product has only the twins it is given', () => {
    expect(withArabicKept({ titleAr: 'ماوس', specs: [{ label: 'DPI', value: '26000' }] })).toEqual({
      titleAr: 'ماوس',
      descriptionAr: null,
      specs: [{ label: 'DPI', value: '26000' }],
    });
  });

  it('a spec row keeps the twins of the row with the same English, wherever it moved', () => {
    const current = [
      { label: 'Weight', value: '2.5 kg', labelAr: 'الوزن', valueAr: '2.5 كغ' },
      { label: 'Warranty', value: '2 years', labelAr: 'الضمان', valueAr: 'سنتان' },
    ];
    const sent = [
      { label: 'Warranty', value: '3 years' },
      { label: 'Weight', value: '2.5 kg' },
      { label: 'Colour', value: 'Black', labelAr: 'اللون', valueAr: 'أسود' },
    ];
    expect(specsWithArabicKept(sent, current)).toEqual([
      // The value changed: its old Arabic no longer translates it.
      { label: 'Warranty', value: '3 years', labelAr: 'الضمان' },
      { label: 'Weight', value: '2.5 kg', labelAr: 'الوزن', valueAr: '2.5 كغ' },
      { label: 'Colour', value: 'Black', labelAr: 'اللون', valueAr: 'أسود' },
    ]);
  });

  it('a form that sends the twins decides them, null removing one', () => {
    const current = [{ label: 'Weight', value: '2.5 kg', labelAr: 'الوزن', valueAr: '2.5 كغ' }];
    expect(specsWithArabicKept([{ label: 'Weight', value: '2.5 kg', labelAr: 'وزن الجهاز', valueAr: null }], current)).toEqual([
      { label: 'Weight', value: '2.5 kg', labelAr: 'وزن الجهاز' },
    ]);
  });
});
