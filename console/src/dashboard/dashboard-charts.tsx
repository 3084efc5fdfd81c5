import { useTheme, type Theme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

interface Series {
  key: string;
  name: string;
  color(t: Theme): string;
}

interface Props {
  label: string;
  caption: string;
  rows: object[];
  x: string;
  series: Series[];
  /** counts (no decimals on the axis) rather than amounts */
  counts?: boolean;
}

/** A labelled bar chart; several series stack. */
function Bars({ label, caption, rows, x, series, counts }: Props) {
  const theme = useTheme();
  return (
    <figure style={{ margin: 0 }} aria-label={label}>
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={rows} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey={x} />
          <YAxis allowDecimals={!counts} />
          <Tooltip />
          {series.length > 1 && <Legend />}
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.name} stackId="all" fill={s.color(theme)} />
          ))}
        </BarChart>
      </ResponsiveContainer>
      <figcaption style={{ fontSize: 12 }}>{caption}</figcaption>
    </figure>
  );
}

/** Amounts of open invoices by month of their due date, drafts and sent stacked. */
export function AmountsByMonthChart({ rows }: { rows: Array<{ month: string; draft: number; sent: number }> }) {
  if (!rows.length) return <p>No open invoices.</p>;
  return (
    <Bars
      label="Amounts due by month"
      caption="Amount due by month of the due date"
      rows={rows}
      x="month"
      series={[
        { key: 'draft', name: 'draft', color: (t) => t.palette.warning.main },
        { key: 'sent', name: 'sent', color: (t) => t.palette.primary.main },
      ]}
    />
  );
}

export function TasksByStatusChart({ rows }: { rows: Array<{ status: string; count: number }> }) {
  return (
    <Bars
      label="Tasks by status"
      caption={rows.map((r) => `${r.status}: ${r.count}`).join(', ')}
      rows={rows}
      x="status"
      series={[{ key: 'count', name: 'tasks', color: (t) => t.palette.secondary.main }]}
      counts
    />
  );
}

export function LeadsPerWeekChart({ rows }: { rows: Array<{ week: string; leads: number }> }) {
  return (
    <Bars
      label="New leads per week"
      caption={`Weeks starting on Monday; total ${rows.reduce((a, r) => a + r.leads, 0)}`}
      rows={rows}
      x="week"
      series={[{ key: 'leads', name: 'new leads', color: (t) => t.palette.success.main }]}
      counts
    />
  );
}
