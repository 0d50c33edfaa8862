import { describe, expect, it } from 'vitest';
import {
  firstStepDone,
  firstStepFor,
  firstStepTarget,
  landingFor,
  selectionsEventOf,
} from './first-step.ts';

const startup = { id: 'u1', type: 'startup' as const, admin: false, name: 'Ines' };
const SELECTIONS = '/startup/events/e1/selections';

describe('the first step of a mailed link', () => {
  it('is done with a name and the current terms', () => {
    expect(firstStepDone({ ...startup, hasAcceptedTerms: true })).toBe(true);
    expect(firstStepDone({ ...startup, hasAcceptedTerms: false })).toBe(false);
    expect(firstStepDone({ ...startup, name: ' ', hasAcceptedTerms: true })).toBe(false);
    expect(firstStepDone(null)).toBe(false);
  });

  it('carries the target there and back, refusing other sites', () => {
    const there = firstStepFor(SELECTIONS);
    expect(there).toBe('/startup/onboarding?next=%2Fstartup%2Fevents%2Fe1%2Fselections');
    expect(firstStepTarget(there.slice(there.indexOf('?')))).toBe(SELECTIONS);
    expect(firstStepTarget('?next=%2F%2Fevil.example')).toBeNull();
    expect(firstStepTarget('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(firstStepTarget('')).toBeNull();
  });

  it('lands after sign-in on the target only inside the own area', () => {
    expect(landingFor(startup, `?next=${encodeURIComponent(SELECTIONS)}`)).toBe(SELECTIONS);
    expect(landingFor(startup, '?next=%2Fcorporate%2Fevents')).toBe('/startup');
    expect(landingFor(startup, '?next=%2F%2Fevil.example%2Fstartup%2Fx')).toBe('/startup');
    expect(landingFor({ ...startup, type: 'corp' }, '')).toBe('/corporate');
  });

  it('opens the event chosen on the landing page, unless a link names its own target', () => {
    expect(landingFor(startup, '', 'e7')).toBe('/startup/events/e7');
    expect(landingFor({ ...startup, type: 'corp' }, '', 'e7')).toBe('/corporate/events/e7');
    expect(landingFor(startup, `?next=${encodeURIComponent(SELECTIONS)}`, 'e7')).toBe(SELECTIONS);
    expect(landingFor({ ...startup, admin: true }, '', 'e7')).not.toContain('e7');
  });

  it('knows the event of a selections link', () => {
    expect(selectionsEventOf(SELECTIONS)).toBe('e1');
    expect(selectionsEventOf('/startup/events/e1/requests')).toBeNull();
  });
});
