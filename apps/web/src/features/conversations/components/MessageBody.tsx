import { Anchor, Text } from '@mantine/core';
import { linkify } from '../lib/linkify.ts';

/** A message's text, line breaks kept, addresses as links (new tab); never HTML. */
export function MessageBody(props: { body: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkify(props.body).map((part, i) =>
        part.href ? (
          <Anchor
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            inherit
            underline="always"
          >
            {part.text}
          </Anchor>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
