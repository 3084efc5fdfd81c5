import { Alert, Box, Typography } from '@mui/material';
import { useGetList, usePermissions, useRecordContext } from 'react-admin';
import type { Permissions } from '../api/auth-provider';
import { ChangesList } from './changes-list';
import { Who } from './who';

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * A record's history from the audit trail (admins: the trail is theirs
 * alone), newest first: when, what was done, by whom, from where, and
 * what changed.
 */
export function RecordHistory({ module }: { module: string }) {
  const record = useRecordContext();
  const { permissions } = usePermissions<Permissions>();
  const admin = !!permissions?.isAdmin;
  const { data, isPending, error } = useGetList(
    'audit-log',
    { filter: { module, record_id: record?.id }, pagination: { page: 1, perPage: 100 } },
    { enabled: admin && !!record },
  );
  if (!record) return null;
  if (!admin) return <Alert severity="info">Only admins see a record&apos;s history.</Alert>;
  if (error) return <Alert severity="error">The history could not be loaded: {error.message}</Alert>;
  if (isPending) return <Typography variant="body2">Loading the history…</Typography>;
  if (!data?.length) return <Typography variant="body2">No history yet (it is recorded a moment after each change).</Typography>;
  return (
    <Box component="ol" aria-label="History" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((e) => (
        <Box component="li" key={e.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle2" component="h3">
            {e.action} · {when(e.occurred_at)} · <Who userId={e.user_id} apiKeyId={e.api_key_id} />
            {e.address ? ` · from ${e.address}` : ''}
          </Typography>
          <ChangesList changes={e.changes} />
        </Box>
      ))}
    </Box>
  );
}
