import { describe, expect, it } from 'vitest';
import { compileTemplate, fillTemplate } from './text-template';

describe('compileTemplate', () => {
  it.each([
    ['no placeholder', 'Lot sold', ['Lot sold']],
    ['one', 'Lot {{lot}} sold', ['Lot ', 'lot', ' sold']],
    ['at both ends', '{{a}} and {{b}}', ['', 'a', ' and ', 'b', '']],
    ['spaces inside the braces', 'Lot {{ lot }}', ['Lot ', 'lot', '']],
    ['the same name twice', '{{n}}/{{n}}', ['', 'n', '/', 'n', '']],
  ])('%s', (_name, text, parts) => {
    expect(compileTemplate(text)).toEqual(parts);
  });

  it.each([
    ['nesting', 'See $t(other.key)'],
    ['a format', 'On {{date, datetime}}'],
    ['an unescaped value', 'Hello {{- name}}'],
    ['a deep name', 'Hello {{user.name}}'],
  ])('leaves %s to i18next', (_name, text) => {
    expect(compileTemplate(text)).toBeNull();
  });
});

describe('fillTemplate', () => {
  const template = compileTemplate('Lot {{lot}}: {{price}}')!;
  it.each([
    ['strings', { lot: 'A-1', price: '5 UZS' }, 'Lot A-1: 5 UZS'],
    ['a number and a boolean', { lot: 7, price: false }, 'Lot 7: false'],
    ['null', { lot: null, price: '5 UZS' }, 'Lot : 5 UZS'],
    ['undefined, passed', { lot: undefined, price: '5 UZS' }, 'Lot : 5 UZS'],
    ['a name not passed', { price: '5 UZS' }, 'Lot {{lot}}: 5 UZS'],
    ['no parameters', undefined, 'Lot {{lot}}: {{price}}'],
    ['a value that looks like a placeholder', { lot: '{{price}}', price: 'x' }, 'Lot {{price}}: x'],
  ])('%s', (_name, params, text) => {
    expect(fillTemplate(template, params)).toBe(text);
  });
});
