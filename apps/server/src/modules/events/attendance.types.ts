import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import type { CompanyRow } from '../accounts/company-view.ts';
import type { attendances } from './events.tables.ts';

/** The shapes of the attendance verbs. */

/** What the mailing verbs need besides the database and the actor. */
export type EventsContext = { db: Db; actor: Actor; publicUrl: string };

export type AttendanceRow = typeof attendances.$inferSelect;
export type AttendanceView = AttendanceRow & {
  company: Pick<CompanyRow, 'id' | 'name' | 'type' | 'country' | 'activityStatus' | 'incubator'> & {
    /** Null when there is none, or the actor may not see the company's people. */
    contactPerson?: { name: string; email: string } | null;
  };
  /** Slot indexes of the current grid the company cannot attend. */
  unavailableSlots: number[];
};
