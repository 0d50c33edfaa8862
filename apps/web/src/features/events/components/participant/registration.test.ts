import { describe, expect, it } from 'vitest';
import {
  registrationActions,
  stateExplanation,
  type RegistrationSituation,
} from './registration.ts';

const open: RegistrationSituation = {
  role: 'startup',
  state: null,
  status: 'UPCOMING',
  registrationOpen: true,
};

describe('registrationActions', () => {
  it('a startup registers while registration is open, also after withdrawing', () => {
    expect(registrationActions(open)).toEqual(['register']);
    expect(registrationActions({ ...open, state: 'WITHDRAWN' })).toEqual(['register']);
    expect(registrationActions({ ...open, registrationOpen: false })).toEqual([]);
    expect(registrationActions({ ...open, state: 'WITHDRAWN', registrationOpen: false })).toEqual(
      [],
    );
  });

  it('an invitation is accepted or declined, even after registration closed', () => {
    expect(registrationActions({ ...open, state: 'INVITED', registrationOpen: false })).toEqual([
      'accept',
      'decline',
    ]);
  });

  it('registered and approved startups may withdraw; declined ones do nothing', () => {
    expect(registrationActions({ ...open, state: 'REGISTERED' })).toEqual(['withdraw']);
    expect(registrationActions({ ...open, state: 'APPROVED', registrationOpen: false })).toEqual([
      'withdraw',
    ]);
    expect(registrationActions({ ...open, state: 'DECLINED' })).toEqual([]);
  });

  it('corporates never act here, and nothing changes once the event is over', () => {
    for (const state of [null, 'INVITED', 'REGISTERED', 'APPROVED', 'WITHDRAWN'] as const) {
      expect(registrationActions({ ...open, role: 'corp', state })).toEqual([]);
      expect(registrationActions({ ...open, state, status: 'PREVIOUS' })).toEqual([]);
    }
  });
});

describe('stateExplanation', () => {
  it('tells a corporate without attendance that organisers add corporates', () => {
    expect(stateExplanation({ ...open, role: 'corp' }).title).toBe(
      'Corporates are added by the organisers',
    );
  });

  it('says what a registration waiting for approval means', () => {
    expect(stateExplanation({ ...open, state: 'REGISTERED' }).title).toBe(
      'Registered — waiting for approval',
    );
  });
});
