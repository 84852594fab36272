import { format } from 'date-fns';
import type { ReactNode } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { HISTORY_MESSAGES, type TFlagCount, type TTrends } from '../../../shared/history';
import { Card } from '../../components/ui/card';

const shortDate = (iso: string) => format(new Date(iso), 'MMM d');

/**
 * A chart with its text equivalent: the drawing is hidden from assistive technology, and the
 * summary plus the data table (behind "Show the numbers") say the same in words.
 */
function ChartFigure({
  title,
  summary,
  columns,
  rows,
  children,
}: {
  title: string;
  summary: string;
  /** The data table's column headings, and its rows (a key and one cell per column). */
  columns: string[];
  rows: Array<{ key: string | number; cells: ReactNode[] }>;
  children: ReactNode;
}) {
  return (
    <figure className="grid gap-2">
      <figcaption>
        <h3 className="font-semibold text-ink">{title}</h3>
        <p className="text-sm text-muted">{summary}</p>
      </figcaption>
      <div aria-hidden className="h-56 w-full">
        {children}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the numbers</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

function trendWord(first: number, last: number): string {
  if (last > first) return `up from ${first} to ${last}`;
  if (last < first) return `down from ${first} to ${last}`;
  return `steady at ${last}`;
}

function FlagBars({ title, flags, color }: { title: string; flags: TFlagCount[]; color: string }) {
  if (flags.length === 0) return null;
  const summary = flags.map((f) => `${f.label}: ${f.count}`).join(', ');
  return (
    <ChartFigure
      title={title}
      summary={`Most frequent: ${summary}.`}
      columns={['Category', 'Dates']}
      rows={flags.map((f) => ({ key: f.category, cells: [f.label, f.count] }))}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={flags} layout="vertical" margin={{ left: 24 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={130} />
          <Tooltip />
          <Bar dataKey="count" name="Dates" fill={color} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** Trends on the history page (beyond the spec): scores, sentiment mix and flag categories. */
export default function TrendsCharts({ trends }: { trends: TTrends }) {
  const points = trends.points.map((p) => ({ ...p, label: shortDate(p.date) }));
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 2) return null;
  return (
    <Card aria-labelledby="trends-title" className="grid gap-6">
      <h2 id="trends-title" className="text-xl font-bold text-ink">
        {HISTORY_MESSAGES.trendsTitle}
      </h2>
      <ChartFigure
        title="Score and compatibility over time"
        summary={`Over your last ${points.length} dates, your score went ${trendWord(first.score, last.score)} and compatibility went ${trendWord(first.compatibilityScore, last.compatibilityScore)}.`}
        columns={['Date', 'Score', 'Compatibility']}
        rows={points.map((p, i) => ({
          key: i,
          cells: [p.label, p.score, `${p.compatibilityScore}%`],
        }))}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis domain={[0, 100]} />
            <Tooltip />
            <Legend />
            <Line
              type="monotone"
              dataKey="score"
              name="Score"
              stroke="#be185d"
              strokeWidth={2}
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="compatibilityScore"
              name="Compatibility"
              stroke="#2563eb"
              strokeWidth={2}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ChartFigure
        title="Sentiment mix over time"
        summary={`Your latest date was ${last.positive}% positive, ${last.neutral}% neutral and ${last.negative}% negative; the first in this range was ${first.positive}% positive.`}
        columns={['Date', 'Positive', 'Neutral', 'Negative']}
        rows={points.map((p, i) => ({
          key: i,
          cells: [p.label, `${p.positive}%`, `${p.neutral}%`, `${p.negative}%`],
        }))}
      >
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={points} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis domain={[0, 100]} unit="%" />
            <Tooltip />
            <Legend />
            <Area
              dataKey="positive"
              name="Positive"
              stackId="s"
              isAnimationActive={false}
              fill="#059669"
              stroke="#047857"
            />
            <Area
              dataKey="neutral"
              name="Neutral"
              stackId="s"
              isAnimationActive={false}
              fill="#9ca3af"
              stroke="#6b7280"
            />
            <Area
              dataKey="negative"
              name="Negative"
              stackId="s"
              isAnimationActive={false}
              fill="#dc2626"
              stroke="#b91c1c"
            />
          </AreaChart>
        </ResponsiveContainer>
      </ChartFigure>
      <FlagBars title="Most frequent red flags" flags={trends.redFlags} color="#dc2626" />
      <FlagBars title="Most frequent green flags" flags={trends.greenFlags} color="#059669" />
    </Card>
  );
}
