import { Alert, Box, Button, Card, CardActions, CardContent, Chip, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { api } from '../api/http-client';
import { LoadError } from '../shared/load-error';

const PROVIDERS = [
  { id: 'drive', path: 'extsvc-api/drive', label: 'File storage (drive)' },
  { id: 'calendar', path: 'extsvc-api/calendar', label: 'Shared calendar' },
  { id: 'calendar_own', path: 'extsvc-api/calendar/own', label: 'My own calendar' },
] as const;

type Provider = (typeof PROVIDERS)[number];

/** GET /api/extsvc-api/connections: one's connection to each service (never a token). */
interface Connection {
  service: string;
  connected: boolean;
  connected_at: string | null;
  expires_at: string | null;
}

/** Which service's authorization this tab started: the provider's code that comes back belongs to it. */
const PENDING_KEY = 'bms.connections.pending';

const when = (t: string) => new Date(t).toLocaleString();

function statusOf(c: Connection | undefined): { label: string; color: 'success' | 'warning' | 'default' } {
  if (c?.connected) return { label: `connected since ${when(c.connected_at!)}${c.expires_at ? `, token until ${when(c.expires_at)}` : ''}`, color: 'success' };
  if (c?.connected_at) return { label: `expired ${c.expires_at ? when(c.expires_at) : ''}: connect again`, color: 'warning' };
  return { label: 'not connected', color: 'default' };
}

function ProviderCard({ provider, connection, onChange, callback }: { provider: Provider; connection?: Connection; onChange(): void; callback?: { code: string; state: string } }) {
  const notify = useNotify();
  const [code, setCode] = useState(callback?.code ?? '');
  const [oauthState, setOauthState] = useState(callback?.state ?? '');
  const [busy, setBusy] = useState(false);
  const fail = (err: unknown) => notify(err instanceof Error ? err.message : 'Failed.', { type: 'error' });

  const start = async () => {
    try {
      const { url } = await api<{ url: string }>(`${provider.path}/authorize`);
      sessionStorage.setItem(PENDING_KEY, provider.id);
      window.open(url, '_blank', 'noopener');
    } catch (err) {
      fail(err);
    }
  };
  const save = async () => {
    setBusy(true);
    try {
      await api(`${provider.path}/token`, { method: 'POST', body: { code, state: oauthState } });
      notify(`${provider.label}: connected.`, { type: 'success' });
      sessionStorage.removeItem(PENDING_KEY);
      setCode('');
      setOauthState('');
      onChange();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const status = statusOf(connection);
  const id = `connection-${provider.id}`;

  return (
    <Card component="section" aria-labelledby={`${id}-title`} sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2">
          {provider.label}
        </Typography>
        <Chip size="small" color={status.color} label={status.label} sx={{ mt: 0.5 }} />
        <Typography variant="body2" sx={{ my: 1 }}>
          Start opens the provider&apos;s consent page. It sends you back with a code; when it comes back here the code is filled in, otherwise paste the code and state from the address it sent you to.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField size="small" id={`${id}-code`} label="Authorization code" value={code} onChange={(e) => setCode(e.target.value)} />
          <TextField size="small" id={`${id}-state`} label="State" value={oauthState} onChange={(e) => setOauthState(e.target.value)} />
        </Box>
      </CardContent>
      <CardActions>
        <Button onClick={() => void start()}>{connection?.connected ? 'Connect again' : 'Start authorization'}</Button>
        <Button variant="contained" disabled={busy || !code || !oauthState} onClick={() => void save()}>
          Save the code
        </Button>
      </CardActions>
    </Card>
  );
}

/** External connections (file storage, calendars): each one's state, start the authorization, save the code. */
export function ConnectionsPage() {
  const [params] = useSearchParams();
  const [pending] = useState(() => sessionStorage.getItem(PENDING_KEY));
  const { data, error, refetch } = useQuery({
    queryKey: ['extsvc-api', 'connections'],
    queryFn: () => api<{ records: Connection[] }>('extsvc-api/connections').then((r) => r.records),
  });
  const code = params.get('code');
  const oauthState = params.get('state');
  const callback = code && oauthState ? { code, state: oauthState } : undefined;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title="Connections" />
      {error && <LoadError error={error} retry={() => void refetch()} />}
      {callback && <Alert severity="success" sx={{ mb: 2 }}>The provider sent a code back: press “Save the code” on {pending ?? 'the service you started'}.</Alert>}
      {PROVIDERS.map((p) => (
        <ProviderCard
          key={p.id}
          provider={p}
          connection={data?.find((c) => c.service === p.id)}
          onChange={() => void refetch()}
          callback={pending === p.id ? callback : undefined}
        />
      ))}
    </Box>
  );
}
