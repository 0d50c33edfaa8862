export { schedule, scheduleGreedy } from './schedule.ts';
export { ScheduleInputError } from './errors.ts';
export { validate } from './validate.ts';
export type {
  Assignment,
  LockedMeeting,
  MeetingRequest,
  ScheduleBounds,
  ScheduleInstance,
  ScheduleResult,
  Unscheduled,
  UnscheduledReason,
} from './types.ts';
