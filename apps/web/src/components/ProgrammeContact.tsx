import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { supportMailto } from '../lib/support.ts';

const PHRASE = 'Contact the programme';

/**
 * A sentence in which "Contact the programme" becomes a mail link to the programme's support
 * address (with the subject given), so a person can act on it at once.
 */
export function WithProgrammeContact(props: { text: string; subject?: string }) {
  const parts = props.text.split(PHRASE);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <Anchor
              href={supportMailto(props.subject)}
              inherit
              underline="always"
              data-testid="contact-programme"
            >
              {PHRASE}
            </Anchor>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}
