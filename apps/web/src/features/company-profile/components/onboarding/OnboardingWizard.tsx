import { useQuery } from '@apollo/client/react';
import { Alert, Button, Paper, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { MyCompanyDocument } from '../../../../gql/startup.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { JoinedCompanyCard } from './JoinedCompanyCard.tsx';
import { WizardForm } from './WizardForm.tsx';

/**
 * The startup onboarding wizard. Shown after the first sign-in until the person is
 * onboarded; progress is saved on the server per step, so coming back resumes where it stopped.
 * Once onboarded, the same wizard edits the profile.
 */
export function OnboardingWizard(props: { onDone: () => void }) {
  const user = useSessionUser();
  const { data, loading, error, refetch } = useQuery(MyCompanyDocument);
  const company = data?.myCompany;
  const editing = !!user?.onboarded;
  const [review, setReview] = useState(false);
  const joined = !!company?.onboarded && !editing && !review;

  return (
    <Stack gap="md" maw={960} mx="auto">
      <PageHeader
        title={editing ? 'Edit your company profile' : 'Set up your company profile'}
        description={
          editing
            ? 'Change any step and save it. Corporates see the new profile right away.'
            : 'Seven short steps. Your progress is saved after each one, so you can leave and come back.'
        }
      />
      {error && !company && (
        <Alert color="red" variant="light" role="alert" title="The profile could not be loaded">
          {error.message}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {loading && !company && (
        <Paper
          withBorder
          p="lg"
          radius="md"
          aria-busy="true"
          role="status"
          aria-label="Loading the profile"
        >
          <Skeleton h={28} mb="lg" />
          <Skeleton h={36} mb="sm" />
          <Skeleton h={36} mb="sm" />
          <Skeleton h={36} w="60%" />
        </Paper>
      )}
      {company && joined && (
        <JoinedCompanyCard
          name={company.name}
          onReview={() => setReview(true)}
          onDone={props.onDone}
        />
      )}
      {company && !joined && (
        <WizardForm company={company} editing={editing || review} onDone={props.onDone} />
      )}
    </Stack>
  );
}
