import { Anchor, type AnchorProps } from '@mantine/core';
import { Link as RouterLink } from 'react-router';

/** A link built from a path and a title (SPEC §2). */
export function Link({ path, title, ...rest }: { path: string; title: string } & AnchorProps) {
  return (
    <Anchor component={RouterLink} to={path} {...rest}>
      {title}
    </Anchor>
  );
}
