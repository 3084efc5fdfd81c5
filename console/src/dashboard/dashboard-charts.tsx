import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const HEIGHT = 240;

/** Amounts of open invoices by month of their due date, drafts and sent stacked. */
export function AmountsByMonthChart({ rows }: { rows: Array<{ month: string; draft: number; sent: number }> }) {
  const theme = useTheme();
  if (!rows.length) return <p>No open invoices.</p>;
  return (
    <figure style={{ margin: 0 }} aria-label="Amounts due by month">
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart data={rows} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis />
          <Tooltip />
          <Legend />
          <Bar dataKey="draft" name="draft" stackId="due" fill={theme.palette.warning.main} />
          <Bar dataKey="sent" name="sent" stackId="due" fill={theme.palette.primary.main} />
        </BarChart>
      </ResponsiveContainer>
      <figcaption style={{ fontSize: 12 }}>Amount due by month of the due date</figcaption>
    </figure>
  );
}

export function TasksByStatusChart({ rows }: { rows: Array<{ status: string; count: number }> }) {
  const theme = useTheme();
  return (
    <figure style={{ margin: 0 }} aria-label="Tasks by status">
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart data={rows} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="status" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="count" name="tasks" fill={theme.palette.secondary.main} />
        </BarChart>
      </ResponsiveContainer>
      <figcaption style={{ fontSize: 12 }}>{rows.map((r) => `${r.status}: ${r.count}`).join(', ')}</figcaption>
    </figure>
  );
}

export function LeadsPerWeekChart({ rows }: { rows: Array<{ week: string; leads: number }> }) {
  const theme = useTheme();
  return (
    <figure style={{ margin: 0 }} aria-label="New leads per week">
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart data={rows} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="week" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="leads" name="new leads" fill={theme.palette.success.main} />
        </BarChart>
      </ResponsiveContainer>
      <figcaption style={{ fontSize: 12 }}>Weeks starting on Monday; total {rows.reduce((a, r) => a + r.leads, 0)}</figcaption>
    </figure>
  );
}
