/** A meeting request between a startup (`a`) and a corporate (`b`). */
export type MeetingRequest = { id: string; a: string; b: string; priority?: number };

/** A request pinned to a slot (and optionally a table); kept exactly as given. */
export type LockedMeeting = { requestId: string; slot: number; table?: number };

export type ScheduleInstance = {
  /** Slots are numbered 0..slots-1. */
  slots: number;
  /** At most this many meetings per slot, at tables 0..tables-1. */
  tables: number;
  /** a = startup, b = corporate; priority defaults to 1. */
  requests: MeetingRequest[];
  /** participant -> slots they cannot attend. */
  unavailable?: Record<string, number[]>;
  /** Kept exactly as given. */
  locked?: LockedMeeting[];
  /** Cap on meetings for a participant. */
  maxPerParticipant?: Record<string, number>;
  /** All meetings of that participant are at that table. */
  homeTable?: Record<string, number>;
  /**
   * Slot numbers grouped into blocks that are contiguous in time, each listed in time order; idle
   * gaps are counted inside a block. Default: one block of all slots 0..slots-1. A slot listed in
   * no block is a block of its own.
   */
  sessions?: number[][];
  /** The last published placement: kept where possible (fewest moved meetings). */
  previous?: PreviousMeeting[];
};

/** A meeting of the last published schedule. */
export type PreviousMeeting = { requestId: string; slot: number; table: number };

export type ScheduleStats = {
  /** Meetings placed. */
  placed: number;
  /** Σ over participants and blocks of empty slots between their first and last meeting there. */
  idleGaps: number;
  /** Participants with ≥ 1 request who got no meeting. */
  participantsWithoutMeeting: number;
  /** Requests in `previous` now at another slot or table, or not placed. */
  moved: number;
};

export type UnscheduledReason =
  'CAPACITY' | 'AVAILABILITY' | 'PARTICIPANT_LIMIT' | 'LOCKED_CONFLICT';

export type Assignment = { requestId: string; slot: number; table: number };

export type Unscheduled = { requestId: string; reason: UnscheduledReason };

export type ScheduleBounds = {
  /** max(Δ, ⌈m/T⌉): no schedule of all requests uses fewer slots. */
  minSlots: number;
  /** A true upper bound on the number of requests any valid schedule places. */
  maxMeetings: number;
};

export type ScheduleResult = {
  assignments: Assignment[];
  unscheduled: Unscheduled[];
  bounds: ScheduleBounds;
  stats: ScheduleStats;
};
