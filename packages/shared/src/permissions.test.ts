import { describe, expect, it } from 'vitest';
import { can, canViewProfile, OPERATIONS, reachOf, roleOf, ROLES } from './permissions.ts';

describe('SPEC §6 permission table', () => {
  it('lets anonymous visitors only read published events (the landing page)', () => {
    expect(OPERATIONS.filter((op) => can('anonymous', op))).toEqual(['viewEvents']);
    expect(reachOf('anonymous', 'viewEvents')).toBe('published');
  });

  it('lets ADMIN do everything an admin can', () => {
    const adminOps = OPERATIONS.filter((op) =>
      ROLES.some((r) => r !== 'startup' && r !== 'corp' && can(r, op)),
    );
    // Personal operations reach only the person's own things, for ADMIN as for everyone.
    const personal = OPERATIONS.filter((op) =>
      ROLES.filter((r) => r !== 'anonymous').every((r) => reachOf(r, op) === 'own'),
    );
    expect(personal).toEqual(['changeOwnPassword', 'readOwnNotifications']);
    expect(
      adminOps.filter((op) => !personal.includes(op) && reachOf('ADMIN', op) !== 'all'),
    ).toEqual([]);
  });

  it('has EVENT_HOST unable to view profiles, and the others able', () => {
    expect(ROLES.filter(canViewProfile)).toEqual([
      'startup',
      'corp',
      'ADMIN',
      'INCUBATOR',
      'CONSORTIUM_MEMBER',
    ]);
  });

  it('opens startup cards to the organisers: ADMIN all, EVENT_HOST its hosted events', () => {
    expect(ROLES.filter((r) => can(r, 'viewStartupCards'))).toEqual(['ADMIN', 'EVENT_HOST']);
    expect(reachOf('EVENT_HOST', 'viewStartupCards')).toBe('hostedEvents');
  });

  it('limits incubator updates to non-alumni of their own incubator and scheduling to ADMIN and EVENT_HOST', () => {
    expect(reachOf('INCUBATOR', 'updateStartupProfile')).toBe('ownIncubatorNotAlumni');
    expect(ROLES.filter((r) => can(r, 'scheduleMeetings'))).toEqual(['ADMIN', 'EVENT_HOST']);
    expect(ROLES.filter((r) => can(r, 'rateMeetingStartupSide'))).toEqual([
      'startup',
      'ADMIN',
      'EVENT_HOST',
      'INCUBATOR',
    ]);
    expect(ROLES.filter((r) => can(r, 'rateMeetingCorpSide'))).toEqual([
      'corp',
      'ADMIN',
      'EVENT_HOST',
    ]);
    expect(ROLES.filter((r) => can(r, 'changeMeetingStatus'))).toEqual([
      'corp',
      'ADMIN',
      'EVENT_HOST',
      'INCUBATOR',
    ]);
    expect(reachOf('CONSORTIUM_MEMBER', 'listAccounts')).toBe('accountFilter');
    expect(can('CONSORTIUM_MEMBER', 'editAccounts')).toBe(false);
  });

  it('derives the role from a session user or an actor', () => {
    expect(roleOf(null)).toBe('anonymous');
    expect(roleOf({ admin: true, adminType: 'INCUBATOR' })).toBe('INCUBATOR');
    expect(roleOf({ kind: 'admin', adminType: 'EVENT_HOST' })).toBe('EVENT_HOST');
    expect(roleOf({ admin: false, type: 'corp' })).toBe('corp');
  });
});
