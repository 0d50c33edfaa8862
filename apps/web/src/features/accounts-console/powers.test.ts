import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../lib/session.ts';
import { consolePowers } from './powers.ts';

const admin = (adminType: SessionUser['adminType'], extra: Partial<SessionUser> = {}) =>
  ({ id: 'a', type: null, admin: true, adminType, ...extra }) as SessionUser;
const startup = (incubatorStatus: string | null) => ({ type: 'startup', incubatorStatus });

describe('console powers (SPEC §6 permission table)', () => {
  it('a full admin may do everything', () => {
    const p = consolePowers(admin('ADMIN'), startup('Alumni from an incubator'));
    expect(p).toMatchObject({
      canEdit: true,
      canSetStatus: true,
      canSetGrants: true,
      canAssignBadges: true,
      canManageAdmins: true,
      canSignupCompany: true,
      canImpersonate: true,
    });
  });

  it('an incubator admin edits its startups but not alumni, and nothing of full admins', () => {
    const user = admin('INCUBATOR', { incubator: 'STING' });
    expect(consolePowers(user, startup('In an incubator')).canEdit).toBe(true);
    const alumni = consolePowers(user, startup('Alumni from an incubator'));
    expect(alumni.canEdit).toBe(false);
    // A status change is an update: not on an alumni either (defect 7).
    expect(alumni.canSetStatus).toBe(false);
    expect(consolePowers(user, startup('In an incubator')).canSetStatus).toBe(true);
    expect(alumni).toMatchObject({
      canSetGrants: false,
      canImpersonate: false,
      canAssignBadges: false,
    });
    expect(alumni.scopeNote).toContain('STING');
  });

  it('names the incubator by its display name, never its identifier', () => {
    const user = admin('INCUBATOR', { incubator: 'UPPSALAINNOVATIONCENTRE' });
    const powers = consolePowers(user);
    expect(powers.scopeNote).toBe('Startups of your incubator (Uppsala Innovation Centre).');
    expect(powers.incubatorName).toBe('Uppsala Innovation Centre');
  });

  it('a consortium member only reads; an event host cannot view profiles', () => {
    const consortium = consolePowers(admin('CONSORTIUM_MEMBER'), startup(null));
    expect(consortium).toMatchObject({ readOnly: true, canEdit: false, canSetStatus: false });
    expect(consolePowers(admin('EVENT_HOST')).canViewProfiles).toBe(false);
  });
});
