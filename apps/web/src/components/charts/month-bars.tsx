// The bars themselves, drawn with recharts: loaded only when an admin chart renders
// (month-bar-chart.tsx), on the server as in the browser.
import { formatAed, LOCALE } from '@store/contract';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface MonthBar {
  /** Short month label shown under the bar ("Jan"). */
  label: string;
  /** AED. */
  total: number;
}

const compact = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });

/** Twelve bars, AED on the value axis; `label` names the chart for screen readers. */
export default function MonthBars({ data, label }: { data: readonly MonthBar[]; label: string }) {
  return (
    <figure className="h-64 w-full">
      <figcaption className="sr-only">{label}</figcaption>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 256 }}>
        <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} interval="preserveStartEnd" minTickGap={4} />
          <YAxis tickFormatter={(value: number) => compact.format(value)} tickLine={false} axisLine={false} fontSize={12} width={44} />
          <Tooltip formatter={(value) => formatAed(Number(value))} cursor={{ fill: '#f1f5f9' }} />
          <Bar dataKey="total" fill="#2563eb" radius={[4, 4, 0, 0]} maxBarSize={36} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
