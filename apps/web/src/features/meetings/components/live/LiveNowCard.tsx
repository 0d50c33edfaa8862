import { useQuery } from '@apollo/client/react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { MyLiveNowDocument } from '../../../../gql/startup.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { NowNextView } from './NowNextView.tsx';

const m = defineMessages({
  open: { id: 'live.home.open', defaultMessage: 'Open now and next →' },
});

/**
 * The home page's first card while one of the company's events runs (decision 108); nothing
 * otherwise (nor while loading or on an error: the rest of the overview says enough).
 */
export function LiveNowCard(props: { basePath: string; profilePath: (id: string) => string }) {
  const t = useT();
  const { data } = useQuery(MyLiveNowDocument, {
    pollInterval: 30_000,
    fetchPolicy: 'cache-and-network',
  });
  const live = data?.myHome.liveNow;
  if (!live) return null;
  return (
    <NowNextView
      data={live}
      profilePath={props.profilePath}
      footer={
        <Anchor component={Link} to={`${props.basePath}/${live.event.id}/now`} size="sm" fw={600}>
          {t(m.open)}
        </Anchor>
      }
    />
  );
}
