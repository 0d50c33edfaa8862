import { SimpleGrid } from '@mantine/core';
import { FileUpload } from '../../../../components/FileUpload.tsx';
import type { StepProps } from './step-props.ts';

/** Step 6: logo and pitch deck, uploaded as soon as they are chosen. */
export function MediaStep({ values, onChange, errors }: StepProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <FileUpload
        purpose="logo"
        label="Logo"
        value={values.logo}
        error={errors.logoFileId}
        onChange={(logo) => onChange({ logo })}
      />
      <FileUpload
        purpose="deck"
        label="Pitch deck"
        value={values.deck}
        error={errors.deckFileId}
        onChange={(deck) => onChange({ deck })}
      />
    </SimpleGrid>
  );
}
