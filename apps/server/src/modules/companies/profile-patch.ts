import {
  findIncubator,
  incubatorId,
  isOtherIncubator,
  NOT_IN_INCUBATOR,
  type IncubatorStatus,
} from '@matchday/shared';
import type { CompanyRow } from '../accounts/company-view.ts';

/**
 * How a chosen incubator is stored: the identifier of a listed one (STING), OTHER with the free
 * text beside it, nothing when not in an incubator. Registration stores it the same way.
 */
export function incubatorColumns(input: {
  incubatorStatus: IncubatorStatus;
  incubator?: string | null;
  incubatorOther?: string | null;
}): Pick<CompanyRow, 'incubatorStatus' | 'incubator' | 'incubatorOther'> {
  if (input.incubatorStatus === NOT_IN_INCUBATOR || !input.incubator) {
    return { incubatorStatus: input.incubatorStatus, incubator: null, incubatorOther: null };
  }
  if (isOtherIncubator(input.incubator)) {
    return {
      incubatorStatus: input.incubatorStatus,
      incubator: incubatorId(input.incubator),
      incubatorOther: input.incubatorOther ?? null,
    };
  }
  return {
    incubatorStatus: input.incubatorStatus,
    incubator: findIncubator(input.incubator)?.id ?? incubatorId(input.incubator),
    incubatorOther: null,
  };
}

/** Drops keys whose value is undefined (a patch changes only what it names). */
export function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
