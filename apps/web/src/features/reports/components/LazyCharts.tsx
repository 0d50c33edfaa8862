import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { FunnelBar } from './charts/FunnelBars.tsx';
import type { RateBar } from './charts/RateBars.tsx';

/** The chart library is a chunk of its own, fetched when a report is first shown. */
const FunnelBars = lazy(() => import('./charts/FunnelBars.tsx'));
const RateBars = lazy(() => import('./charts/RateBars.tsx'));

export function FunnelChart(props: { bars: FunnelBar[] }) {
  return (
    <Suspense fallback={<Skeleton h={Math.max(160, props.bars.length * 30 + 24)} radius="md" />}>
      <FunnelBars bars={props.bars} />
    </Suspense>
  );
}

export function RateChart(props: { bars: RateBar[] }) {
  return (
    <Suspense fallback={<Skeleton h={Math.max(140, props.bars.length * 30 + 24)} radius="md" />}>
      <RateBars bars={props.bars} />
    </Suspense>
  );
}
