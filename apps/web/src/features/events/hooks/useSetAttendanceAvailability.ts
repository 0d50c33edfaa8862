import { useMutation } from '@apollo/client/react';
import { SetAttendanceAvailabilityDocument } from '../../../gql/admin.ts';

/** The slots a participant cannot attend; the answer updates the cached attendance by id. */
export function useSetAttendanceAvailability() {
  return useMutation(SetAttendanceAvailabilityDocument);
}
