import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginInput, registerStartupInput } from './auth.ts';
import { adminCompanyUpdateInput, badgeInput, companyListInput } from './accounts-console.ts';
import { pageViewInput } from './page-view.ts';
import { basicsStepInput, corporateProfileInput, teamInviteInput } from './profile.ts';
import { hasControlCharacters, safeMultilineText, safeText } from './text.ts';

describe('the control-character rule (safeText)', () => {
  it('refuses NUL and other controls; multi-line text keeps tab and line breaks', () => {
    expect(safeText().safeParse('Ada\u0000').success).toBe(false);
    expect(safeText().safeParse('a\nb').success).toBe(false);
    expect(safeText().safeParse('Åsa Öberg 🦊').success).toBe(true);
    expect(safeMultilineText().safeParse('line one\r\n\tline two').success).toBe(true);
    expect(safeMultilineText().safeParse('bell\u0007').success).toBe(false);
    expect(hasControlCharacters('\ud800 lone surrogate')).toBe(true);
  });

  it('is applied by the schemas, naming the field', () => {
    const cases: [
      {
        safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } };
      },
      unknown,
      string,
    ][] = [
      [loginInput, { username: 'a\u0000@b.test', password: 'x' }, 'username'],
      [
        registerStartupInput,
        {
          company: { name: 'A\u0000B', country: 'SE' },
          user: { email: 'a@b.test', name: 'Ann', password: 'a long passphrase' },
        },
        'company.name',
      ],
      [pageViewInput, { path: '/a\u0000' }, 'path'],
      [badgeInput, { name: 'Top\u0000' }, 'name'],
      [adminCompanyUpdateInput, { city: 'Lund\u0000' }, 'city'],
      [companyListInput, { filter: { search: 'x\u0000' } }, 'filter.search'],
      [teamInviteInput, { email: 'a@b.test', name: 'N\u0000' }, 'name'],
      [basicsStepInput, { name: 'A', country: 'SE', city: 'Lund\u0000', sizeBand: '1-9' }, 'city'],
      [corporateProfileInput, { name: 'Corp\u0000', country: 'SE' }, 'name'],
    ];
    for (const [schema, value, field] of cases) {
      const result = schema.safeParse(value);
      expect(result.success, field).toBe(false);
      expect(
        result.error!.issues.map((i) => i.path.join('.')),
        field,
      ).toContain(field);
    }
  });

  it('never lets a string with a control character through a single-line field', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 31 }), (s, code) => {
        const value = `${s}${String.fromCharCode(code)}${s}`;
        expect(safeText().safeParse(value).success).toBe(false);
      }),
    );
  });
});
