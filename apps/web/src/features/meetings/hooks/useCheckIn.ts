import { useMutation } from '@apollo/client/react';
import { CheckInByCodeDocument, CheckInPersonDocument } from '../../../gql/admin.ts';

/** Checks in by scanned code; the desk's lists refetch their arrivals. */
export function useCheckInByCode() {
  return useMutation(CheckInByCodeDocument, { refetchQueries: ['CheckInList', 'CheckInArrivals'] });
}

/** Checks in a person found by name. */
export function useCheckInPerson() {
  return useMutation(CheckInPersonDocument, { refetchQueries: ['CheckInList', 'CheckInArrivals'] });
}
