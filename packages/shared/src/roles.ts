export const USER_TYPES = ['startup', 'corp'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ADMIN_TYPES = ['ADMIN', 'EVENT_HOST', 'INCUBATOR', 'CONSORTIUM_MEMBER'] as const;
export type AdminType = (typeof ADMIN_TYPES)[number];

export const ACTIVITY_STATUSES = ['ACTIVE', 'INACTIVE', 'PENDING'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
