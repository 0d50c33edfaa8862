import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { defineMessages, useT } from '../lib/messages.ts';
import { supportMailto } from '../lib/support.ts';

const m = defineMessages({
  // Each language's sentences that offer it contain exactly these words.
  phrase: { id: 'contact.phrase', defaultMessage: 'Contact the programme' },
});

/**
 * A sentence in which "Contact the programme" becomes a mail link to the programme's support
 * address (with the subject given), so a person can act on it at once.
 */
export function WithProgrammeContact(props: { text: string; subject?: string }) {
  const t = useT();
  const phrase = t(m.phrase);
  const parts = props.text.split(phrase);
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
              {phrase}
            </Anchor>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}
