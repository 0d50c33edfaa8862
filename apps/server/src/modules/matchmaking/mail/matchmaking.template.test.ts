import { describe, expect, it } from 'vitest';
import { renderMail } from '../../mail/templates/render.ts';
import './matchmaking.template.ts';

describe('the suggested mail counts in words', () => {
  it('says "1 startup" for one suggestion and "3 startups" for three', async () => {
    const data = (count: number, needs: number) => ({
      companyName: 'Fjord Energy AB',
      eventName: 'Energy Day',
      count,
      needs,
      link: 'http://matchday.test/corporate/events/x/suggestions',
    });
    const one = await renderMail('suggested', data(1, 1));
    expect(one.subject).toBe('1 startup suggested for your need at Energy Day');
    expect(one.text).toContain('suggest 1 startup for your need.');
    const three = await renderMail('suggested', data(3, 2));
    expect(three.subject).toBe('3 startups suggested for your 2 needs at Energy Day');
  });
});
