import { ALUMNI_STATUS, findIncubator, reachOf, roleOf, type Operation } from '@matchday/shared';
import type { SessionUser } from '../../lib/session.ts';
import { formatNow } from '../../lib/messages.ts';
import { cm } from './console-messages.ts';

type CompanyLike = { type: string; incubatorStatus?: string | null } | null | undefined;

/**
 * What the signed-in admin may do in the console, from the shared permission table (SPEC §6).
 * Rows the console shows are already inside the admin's reach (the server filters them), so
 * only the narrower reaches need a look at the company: an incubator admin may not edit alumni
 * (their profile or their status: a status change is an update, SPEC §5).
 */
export function consolePowers(user: SessionUser | null, company?: CompanyLike) {
  const role = roleOf(user);
  const reach = (op: Operation) => reachOf(role, op);
  const within = (op: Operation) => {
    const r = reach(op);
    if (r === false) return false;
    if (r === 'ownIncubatorNotAlumni') {
      return company?.type === 'startup' && company.incubatorStatus !== ALUMNI_STATUS;
    }
    if (r === 'ownIncubator') return company ? company.type === 'startup' : true;
    return true;
  };
  const edit = reach('editAccounts');
  const list = reach('listAccounts');
  const incubator = user?.incubator
    ? (findIncubator(user.incubator)?.name ?? user.incubator)
    : null;
  const readOnly = edit === false && reach('setActivityStatus') === false;
  return {
    /** How far the list reaches: one incubator's startups, a filter, hosted events, or all. */
    listReach: list,
    readOnly,
    /** Read-only because the reach is a consortium's account filter (said so on the panel). */
    readOnlyFilter: readOnly && list === 'accountFilter',
    canEdit: within('editAccounts'),
    /** Edits stay inside the admin's incubator: the startup cannot be moved to another one. */
    lockIncubator: edit === 'ownIncubator' || edit === 'ownIncubatorNotAlumni',
    /** The admin edits its incubator's startups, but not this one: it is alumni (SPEC §5). */
    alumniLocked: edit === 'ownIncubatorNotAlumni' && !within('editAccounts'),
    /** The incubator admin's own incubator by its display name ("Uppsala Innovation Centre"). */
    incubatorName: incubator,
    canSetStatus: within('setActivityStatus'),
    canSetGrants: reach('setInnovationGrantsAccess') !== false,
    canAssignBadges: reach('assignBadges') !== false,
    canManageBadges: reach('manageBadges') !== false,
    canManageAdmins: reach('manageAdmins') !== false,
    canSignupCompany: reach('signupCompany') !== false,
    canImpersonate: reach('impersonate') !== false,
    canDisableUsers: reach('disableUsers') !== false,
    canViewUserHistory: reach('viewUserHistory') !== false,
    canViewProfiles: reach('viewStartupProfile') !== false,
    /** Why the list may be narrower than everything, for a line under the title. */
    scopeNote:
      list === 'ownIncubator'
        ? formatNow(cm.ownIncubator, { named: incubator ? 'yes' : 'no', incubator })
        : list === 'accountFilter'
          ? formatNow(cm.accountFilter)
          : list === 'hostedEvents'
            ? formatNow(cm.hostedEvents)
            : null,
  };
}
