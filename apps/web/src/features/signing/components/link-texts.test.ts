import { describe, expect, it } from 'vitest';
import type { SigningLinkView as LinkView } from '@matchday/shared';
import { closedText } from './link-texts.ts';

const link = (signed: boolean[]): LinkView => ({
  state: 'signed',
  title: 'Pilot: harbour ferry',
  documentSha256: 'a'.repeat(64),
  signer: { role: 'corporate', name: 'Carl', organisation: 'Fjord', signedAt: null },
  parties: signed.map((s, i) => ({
    role: (['startup', 'corporate', 'programme'] as const)[i % 3]!,
    organisation: `O${i}`,
    signed: s,
  })),
  expiresAt: null,
});

describe('what a signer reads after signing', () => {
  it('the last signer reads that the agreement is complete, not that others must sign', () => {
    const last = closedText(link([true, true, true]), true);
    expect(last.title).toBe('The agreement is complete');
    expect(last.text).not.toMatch(/When every party has signed/);
    expect(last.text).toMatch(/every party has signed/);
  });

  it('an earlier signer reads that the others still sign; a used link says so', () => {
    expect(closedText(link([true, false, false]), true).text).toMatch(/^Thank you\. When every/);
    expect(closedText(link([true, true, true]), false).title).toBe('This link has been used');
  });
});
