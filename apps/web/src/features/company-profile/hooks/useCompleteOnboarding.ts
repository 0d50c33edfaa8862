import { useMutation } from '@apollo/client/react';
import { CompleteOnboardingDocument } from '../../../gql/startup.ts';
import { markOnboarded } from '../../../lib/session.ts';

/**
 * The startup person finishes onboarding. The answer's company (with its id) normalizes into the
 * cache; the session learns that the person is onboarded, so the area opens fully.
 */
export function useCompleteOnboarding() {
  const [complete, state] = useMutation(CompleteOnboardingDocument);
  const run = async () => {
    const answer = await complete();
    markOnboarded();
    return answer;
  };
  return [run, state] as const;
}
