import { describe, expect, it } from 'vitest';
import { checkAttributeValues, coerceAttributeValue, type AttributeRule } from './attribute-input';

// A typed attribute's value against its definition (docs/decisions/048).

const socket: AttributeRule = { code: 'socket', type: 'choice', choices: [{ value: 'AM5' }, { value: 'LGA1700' }, { value: 'LGA1851' }] };
const sockets: AttributeRule = { ...socket, code: 'sockets', type: 'multi_choice' };
const tdp: AttributeRule = { code: 'tdp_w', type: 'number', choices: [] };
const graphics: AttributeRule = { code: 'integrated_graphics', type: 'boolean', choices: [] };

describe('coerceAttributeValue', () => {
  it('takes a number, or a form field’s text of one', () => {
    expect(coerceAttributeValue(tdp, 120)).toEqual({ ok: true, value: 120 });
    expect(coerceAttributeValue(tdp, ' 357.6 ')).toEqual({ ok: true, value: 357.6 });
    expect(coerceAttributeValue(tdp, '120 W')).toEqual({ ok: false, message: 'Enter a number' });
    expect(coerceAttributeValue(tdp, true)).toEqual({ ok: false, message: 'Enter a number' });
    expect(coerceAttributeValue(tdp, 1e12)).toEqual({ ok: false, message: 'Enter a number' });
  });

  it('takes a choice as the definition spells it, whatever the case or spaces', () => {
    expect(coerceAttributeValue(socket, 'lga 1700')).toEqual({ ok: true, value: 'LGA1700' });
    expect(coerceAttributeValue(socket, ['AM5'])).toEqual({ ok: true, value: 'AM5' });
    expect(coerceAttributeValue(socket, 'AM4')).toEqual({ ok: false, message: 'Choose one of: AM5, LGA1700, LGA1851' });
    expect(coerceAttributeValue(socket, ['AM5', 'LGA1700'])).toEqual({ ok: false, message: 'Choose one of: AM5, LGA1700, LGA1851' });
  });

  it('takes several choices in the definition’s order, each once', () => {
    expect(coerceAttributeValue(sockets, ['lga1851', 'AM5', 'AM5'])).toEqual({ ok: true, value: ['AM5', 'LGA1851'] });
    expect(coerceAttributeValue(sockets, 'AM5')).toEqual({ ok: true, value: ['AM5'] });
    expect(coerceAttributeValue(sockets, ['AM5', 'AM4'])).toEqual({ ok: false, message: 'Choose any of: AM5, LGA1700, LGA1851' });
  });

  it('takes yes or no', () => {
    expect(coerceAttributeValue(graphics, false)).toEqual({ ok: true, value: false });
    expect(coerceAttributeValue(graphics, 'Yes')).toEqual({ ok: true, value: true });
    expect(coerceAttributeValue(graphics, 'maybe')).toEqual({ ok: false, message: 'Choose yes or no' });
  });

  it('reads blank as no value', () => {
    for (const blank of [null, '', []]) expect(coerceAttributeValue(tdp, blank)).toEqual({ ok: true, value: null });
  });
});

describe('checkAttributeValues', () => {
  it('answers the values to store, blanks left out, and an error at attributes.<code> for each bad or unknown one', () => {
    expect(checkAttributeValues([socket, tdp, graphics], { socket: 'am5', tdp_w: '', integrated_graphics: 'perhaps', colour: 'red', size: null })).toEqual({
      values: { socket: 'AM5' },
      errors: [
        { path: 'attributes.integrated_graphics', message: 'Choose yes or no' },
        { path: 'attributes.colour', message: 'This product’s category has no attribute "colour"' },
      ],
    });
  });
});
