export { schedule, scheduleGreedy } from './schedule.ts';
export { ScheduleInputError } from './errors.ts';
export { validate } from './validate.ts';
export type {
  Assignment,
  LockedMeeting,
  MeetingRequest,
  PreviousMeeting,
  ScheduleBounds,
  ScheduleInstance,
  ScheduleResult,
  ScheduleStats,
  Unscheduled,
  UnscheduledReason,
} from './types.ts';
