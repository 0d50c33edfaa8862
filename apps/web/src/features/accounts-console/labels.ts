import type { ActivityStatus, AdminType } from '../../gql/admin.ts';

export const STATUS_COLOR: Record<ActivityStatus, string> = {
  ACTIVE: 'teal',
  PENDING: 'yellow',
  INACTIVE: 'gray',
};

export const STATUS_LABEL: Record<ActivityStatus, string> = {
  ACTIVE: 'Active',
  PENDING: 'Pending',
  INACTIVE: 'Inactive',
};

export const ADMIN_TYPE_LABEL: Record<AdminType, string> = {
  ADMIN: 'Admin',
  EVENT_HOST: 'Event host',
  INCUBATOR: 'Incubator',
  CONSORTIUM_MEMBER: 'Consortium member',
};

export const TYPE_LABEL = { startup: 'Startup', corp: 'Corporate' } as const;

/** "22 Nov 2026": the web app's one date formatter (lib/dates.ts), under the console's name. */
export { formatDate } from '../../lib/dates.ts';
