import { Box, Card, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, usePermissions } from 'react-admin';
import { can, type Permissions } from '../api/auth-provider';
import { formatMoney } from '../shared/money';
import { LoadError } from '../shared/load-error';
import { ActivityList } from './activity-list';
import { AmountsByMonthChart, LeadsPerWeekChart, TasksByStatusChart } from './dashboard-charts';
import { invoiceFigures, leadFigures, MAX_PAGES, recentActivity, taskFigures } from './dashboard-data';

const today = () => new Date().toISOString().slice(0, 10);

function Panel({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Grid size={{ xs: 12, md: wide ? 12 : 6 }}>
      <Card component="section" aria-label={title} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Grid>
  );
}

/** One panel's data: loading, its error with a retry, or the figures. */
function Loaded<T>({ query, children }: { query: { data?: T; error: unknown; isPending: boolean; refetch(): unknown }; children(d: T): ReactNode }) {
  if (query.error) return <LoadError error={query.error} retry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <LinearProgress aria-label="loading" />;
  return <>{children(query.data)}</>;
}

const partial = (complete: boolean) =>
  complete ? null : (
    <Typography variant="caption" component="p">
      From the latest {MAX_PAGES * 100} records of each status.
    </Typography>
  );

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 110 }}>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** What a manager looks at: money due, work in progress, new leads, the latest changes. */
export function Dashboard() {
  const { permissions } = usePermissions<Permissions>();
  const may = (m: string) => can(permissions, m, 'read');
  const invoices = useQuery({ queryKey: ['dashboard', 'invoices'], queryFn: invoiceFigures, enabled: may('invoices') });
  const tasks = useQuery({ queryKey: ['dashboard', 'tasks'], queryFn: () => taskFigures(today()), enabled: may('tasks') });
  const leads = useQuery({ queryKey: ['dashboard', 'leads'], queryFn: () => leadFigures(today()), enabled: may('leads') });
  const activity = useQuery({ queryKey: ['dashboard', 'activity'], queryFn: () => recentActivity() });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Dashboard" />
      <Grid container spacing={2}>
        {may('invoices') && (
          <Panel title="Open invoices" wide>
            <Loaded query={invoices}>
              {(d) => (
                <>
                  <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 2 }}>
                    <Figure label="drafts" value={d.counts.draft} />
                    <Figure label="sent, awaiting payment" value={d.counts.sent} />
                    <Figure label="due in drafts" value={formatMoney(d.due.draft)} />
                    <Figure label="due in sent invoices" value={formatMoney(d.due.sent)} />
                  </Box>
                  <AmountsByMonthChart rows={d.byMonth} />
                  {partial(d.complete)}
                </>
              )}
            </Loaded>
          </Panel>
        )}
        {may('tasks') && (
          <Panel title="Tasks">
            <Loaded query={tasks}>
              {(d) => (
                <>
                  <Figure label="overdue (deadline passed, not done)" value={d.overdue} />
                  <TasksByStatusChart rows={d.byStatus} />
                  {partial(d.complete)}
                </>
              )}
            </Loaded>
          </Panel>
        )}
        {may('leads') && (
          <Panel title="New leads per week">
            <Loaded query={leads}>
              {(d) => (
                <>
                  <LeadsPerWeekChart rows={d.rows} />
                  {partial(d.complete)}
                </>
              )}
            </Loaded>
          </Panel>
        )}
        <Panel title="Recent activity" wide>
          <Loaded query={activity}>{(d) => <ActivityList items={d} />}</Loaded>
        </Panel>
      </Grid>
    </Box>
  );
}
