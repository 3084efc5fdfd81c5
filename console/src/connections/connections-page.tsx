import { Alert, Box, Button, Card, CardActions, CardContent, Chip, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { api } from '../api/http-client';

const PROVIDERS = [
  { id: 'drive', path: 'extsvc-api/drive', label: 'File storage (drive)' },
  { id: 'calendar', path: 'extsvc-api/calendar', label: 'Shared calendar' },
  { id: 'calendar_own', path: 'extsvc-api/calendar/own', label: 'My own calendar' },
] as const;

type Provider = (typeof PROVIDERS)[number];

/**
 * What this browser knows of each connection: the API answers the
 * authorization link and takes the token, but has no endpoint that says
 * whether a connection exists, so the state shown is this session's.
 */
const STATE_KEY = 'bms.connections';
type LocalState = Record<string, { started_at?: string; saved_at?: string }>;
const readState = (): LocalState => JSON.parse(sessionStorage.getItem(STATE_KEY) ?? '{}') as LocalState;
const writeState = (s: LocalState) => sessionStorage.setItem(STATE_KEY, JSON.stringify(s));
const PENDING_KEY = 'bms.connections.pending';

function ProviderCard({ provider, state, onChange, callback }: { provider: Provider; state: LocalState[string]; onChange(): void; callback?: { code: string; state: string } }) {
  const notify = useNotify();
  const [code, setCode] = useState(callback?.code ?? '');
  const [oauthState, setOauthState] = useState(callback?.state ?? '');
  const [busy, setBusy] = useState(false);
  const fail = (err: unknown) => notify(err instanceof Error ? err.message : 'Failed.', { type: 'error' });

  const start = async () => {
    try {
      const { url } = await api<{ url: string }>(`${provider.path}/authorize`);
      writeState({ ...readState(), [provider.id]: { ...state, started_at: new Date().toISOString() } });
      sessionStorage.setItem(PENDING_KEY, provider.id);
      onChange();
      window.open(url, '_blank', 'noopener');
    } catch (err) {
      fail(err);
    }
  };
  const save = async () => {
    setBusy(true);
    try {
      await api(`${provider.path}/token`, { method: 'POST', body: { code, state: oauthState } });
      writeState({ ...readState(), [provider.id]: { ...state, saved_at: new Date().toISOString() } });
      notify(`${provider.label}: connected.`, { type: 'success' });
      setCode('');
      onChange();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const status = state?.saved_at
    ? { label: `connected ${new Date(state.saved_at).toLocaleString()}`, color: 'success' as const }
    : state?.started_at
      ? { label: 'authorization started: waiting for the code', color: 'warning' as const }
      : { label: 'not connected in this session', color: 'default' as const };

  return (
    <Card component="section" aria-label={provider.label} sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {provider.label} <Chip size="small" color={status.color} label={status.label} />
        </Typography>
        <Typography variant="body2" sx={{ my: 1 }}>
          Start opens the provider&apos;s consent page. It sends you back with a code; when it comes back here the code is filled in, otherwise paste the code and state from the address it sent you to.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField size="small" label="Authorization code" value={code} onChange={(e) => setCode(e.target.value)} />
          <TextField size="small" label="State" value={oauthState} onChange={(e) => setOauthState(e.target.value)} />
        </Box>
      </CardContent>
      <CardActions>
        <Button onClick={() => void start()}>Start authorization</Button>
        <Button variant="contained" disabled={busy || !code || !oauthState} onClick={() => void save()}>
          Save the code
        </Button>
      </CardActions>
    </Card>
  );
}

/** External connections (file storage, calendars): start the authorization, save the code, see the state. */
export function ConnectionsPage() {
  const [params] = useSearchParams();
  const [state, setState] = useState<LocalState>(readState);
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => setPending(sessionStorage.getItem(PENDING_KEY)), []);
  const code = params.get('code');
  const oauthState = params.get('state');
  const callback = code && oauthState ? { code, state: oauthState } : undefined;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title="Connections" />
      <Alert severity="info" sx={{ mb: 2 }}>
        The API tells no connection&apos;s state; what is shown is what this browser session did.
      </Alert>
      {callback && <Alert severity="success" sx={{ mb: 2 }}>The provider sent a code back: press “Save the code” on {pending ?? 'the service you started'}.</Alert>}
      {PROVIDERS.map((p) => (
        <ProviderCard key={p.id} provider={p} state={state[p.id] ?? {}} onChange={() => setState(readState())} callback={pending === p.id ? callback : undefined} />
      ))}
    </Box>
  );
}
