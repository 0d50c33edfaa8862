import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import { useGenerateSuggestions } from '../../hooks/useGenerateSuggestions.ts';
import { usePublishSuggestions } from '../../hooks/usePublishSuggestions.ts';
import { plural, runText } from './board.ts';
import { errorText } from './labels.ts';

type Outcome = { tone: 'done' | 'refused'; title: string; text: string } | null;

/**
 * "Generate suggestions" (ranks the approved startups for every published need; what it did, or
 * why the server refused, shows below) and "Publish suggestions" (asks first; says how many went).
 */
export function SuggestionRunActions(props: { eventId: string; proposed: number }) {
  const [generate, generating] = useGenerateSuggestions();
  const [publish] = usePublishSuggestions();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = async () => {
    setOutcome(null);
    try {
      const { data } = await generate({ variables: { eventId: props.eventId } });
      if (data) {
        setOutcome({
          tone: 'done',
          title: 'Suggestions generated',
          text: `${runText(data.generateSuggestions)}. Review them below, then publish them to the corporates.`,
        });
      }
    } catch (e) {
      setOutcome({ tone: 'refused', title: 'No suggestions generated', text: errorText(e) });
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          loading={generating.loading}
          onClick={() => void run()}
          data-testid="generate-suggestions"
        >
          Generate suggestions
        </Button>
        <ConfirmAction
          label="Publish suggestions"
          title="Publish the proposed suggestions?"
          message={
            props.proposed
              ? `${plural(props.proposed, 'proposed suggestion')} become visible to their corporates, and each corporate with new suggestions is e-mailed. Published suggestions can only be removed until the corporate chooses.`
              : 'Nothing is proposed right now: generate suggestions or add startups first. Publishing sends whatever is proposed to the corporates and e-mails them.'
          }
          confirmLabel="Publish and e-mail corporates"
          color="matchday"
          onConfirm={async () => {
            setOutcome(null);
            const { data } = await publish({ variables: { eventId: props.eventId } });
            if (data) {
              setOutcome({
                tone: 'done',
                title: 'Suggestions published',
                text: `${plural(data.publishSuggestions, 'suggestion')} published; the corporates are e-mailed and can choose whom to meet.`,
              });
            }
          }}
          buttonProps={{ 'data-testid': 'publish-suggestions' }}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {props.proposed
          ? `${plural(props.proposed, 'suggestion')} proposed, not yet visible to the corporates.`
          : 'Nothing waiting to be published.'}{' '}
        Generating again keeps choices, pins and startups added by hand.
      </Text>
      {outcome && (
        <Alert
          color={outcome.tone === 'done' ? 'teal' : 'orange'}
          variant="light"
          role={outcome.tone === 'done' ? 'status' : 'alert'}
          title={outcome.title}
          withCloseButton
          onClose={() => setOutcome(null)}
          data-testid="suggestion-run-outcome"
        >
          {outcome.text}
        </Alert>
      )}
    </Stack>
  );
}
