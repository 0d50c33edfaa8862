import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { WrappedTick } from './wrapped-tick.tsx';

export type FunnelBar = { label: string; count: number };

/**
 * The funnel as horizontal bars, widest first (recharts; loaded with this chunk only when a
 * report is opened). Decorative for assistive technology: the table beside it holds the figures.
 */
export default function FunnelBars(props: { bars: FunnelBar[] }) {
  const height = Math.max(160, props.bars.length * 36 + 24);
  return (
    <div aria-hidden="true" data-testid="funnel-chart" style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={props.bars}
          layout="vertical"
          margin={{ top: 4, right: 48, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke="var(--mantine-color-gray-3)" />
          <XAxis type="number" allowDecimals={false} hide />
          <YAxis
            type="category"
            dataKey="label"
            width={160}
            tickLine={false}
            axisLine={false}
            tick={WrappedTick}
          />
          <Bar
            dataKey="count"
            fill="var(--mantine-color-matchday-6)"
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
            maxBarSize={28}
            minPointSize={2}
          >
            <LabelList
              dataKey="count"
              position="right"
              style={{ fontSize: 12, fill: 'var(--mantine-color-text)' }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
