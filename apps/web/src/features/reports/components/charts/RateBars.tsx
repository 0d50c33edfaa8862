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

export type RateBar = { label: string; percent: number };

/** Follow-up rate per event, corporate or incubator (0–100 %); the table beside it is read aloud. */
export default function RateBars(props: { bars: RateBar[] }) {
  const height = Math.max(140, props.bars.length * 36 + 24);
  return (
    <div aria-hidden="true" data-testid="rate-chart" style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={props.bars}
          layout="vertical"
          margin={{ top: 4, right: 48, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke="var(--mantine-color-gray-3)" />
          <XAxis type="number" domain={[0, 100]} hide />
          <YAxis
            type="category"
            dataKey="label"
            width={160}
            tickLine={false}
            axisLine={false}
            tick={WrappedTick}
          />
          <Bar
            dataKey="percent"
            fill="var(--mantine-color-amber-6)"
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
            maxBarSize={28}
            minPointSize={2}
          >
            <LabelList
              dataKey="percent"
              position="right"
              formatter={(v: unknown) => `${String(v)}%`}
              style={{ fontSize: 12, fill: 'var(--mantine-color-text)' }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
