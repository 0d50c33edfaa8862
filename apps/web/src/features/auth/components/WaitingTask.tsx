import { useQuery } from '@apollo/client/react';
import { Alert } from '@mantine/core';
import { MySelectionsDocument } from '../../../gql/startup.ts';
import { selectionsEventOf } from '../first-step.ts';

/** Names the corporates waiting for an answer when the mailed link leads to the selections. */
function waitingLine(names: string[]): string {
  if (names.length === 1) return `${names[0]} wants to meet you: confirm after this step.`;
  const list = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${list} want to meet you: confirm after this step.`;
}

/** The line saying what waits behind the first step ("Corporate X wants to meet you: …"). */
export function WaitingTask({ target }: { target: string }) {
  const eventId = selectionsEventOf(target);
  const { data } = useQuery(MySelectionsDocument, {
    variables: { eventId: eventId ?? '' },
    skip: !eventId,
  });
  const names = [
    ...new Set(
      (data?.mySelections ?? [])
        .filter((m) => m.state === 'SELECTED')
        .map((m) => m.corporate?.name)
        .filter((n): n is string => !!n),
    ),
  ];
  const text = names.length
    ? waitingLine(names)
    : eventId
      ? 'Your meeting requests wait for you: answer them after this step.'
      : 'The page from your mail opens right after this step.';
  return (
    <Alert color="blue" variant="light" title="Waiting for you" data-testid="waiting-task">
      {text}
    </Alert>
  );
}
