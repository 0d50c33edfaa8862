import { can, type Operation, type Role } from '@matchday/shared';

/** The tabs other rooms fill on the admin event page. */
export type EventRoomTab =
  'needs' | 'matches' | 'schedule' | 'check-in' | 'follow-up' | 'messages' | 'export';
export type EventTab = 'overview' | 'participants' | EventRoomTab;

/**
 * What each tab of the admin event page needs from the permission table (decision 077): a tab
 * whose operation the role may not do is not shown at all — its queries would be refused.
 * The overview is every admin's (viewEvents).
 */
export const EVENT_TAB_OPERATION: Record<EventTab, Operation> = {
  overview: 'viewEvents',
  participants: 'viewAttendees',
  needs: 'viewNeeds',
  matches: 'curateSuggestions',
  schedule: 'scheduleMeetings',
  'check-in': 'changeMeetingStatus',
  'follow-up': 'viewMeetings',
  messages: 'talkToParticipants',
  export: 'exportMatches',
};

/** May this role open this tab of an event? */
export function mayOpenEventTab(role: Role, tab: EventTab): boolean {
  return can(role, EVENT_TAB_OPERATION[tab]);
}
