import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { formatterFor, type Message } from './messages.ts';

const count: Message = {
  id: 't.count',
  defaultMessage: '{n, plural, one {# meeting} other {# meetings}}',
};
const hello: Message = { id: 't.hello', defaultMessage: 'Hello {name}' };

describe('formatterFor', () => {
  it('writes English from the default messages, plurals by rule', () => {
    const en = formatterFor('en', {});
    expect(en.format(count, { n: 1 })).toBe('1 meeting');
    expect(en.format(count, { n: 3 })).toBe('3 meetings');
    expect(en.format(hello, { name: 'Ada' })).toBe('Hello Ada');
  });

  it('writes a language from its catalogue parsed ahead', () => {
    const sv = formatterFor('sv', {
      't.count': parse('{n, plural, one {# möte} other {# möten}}'),
      't.hello': parse('Hej {name}'),
    });
    expect(sv.format(count, { n: 1 })).toBe('1 möte');
    expect(sv.format(count, { n: 2 })).toBe('2 möten');
    expect(sv.format(hello, { name: 'Alva' })).toBe('Hej Alva');
  });
});
