import { Alert, Box } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { api } from '../api/http-client';
import { LoadError } from '../shared/load-error';
import { readAgain } from '../shared/read-again';
import { type Connection, ConnectionCard, PENDING_KEY, PROVIDERS } from './connection-card';

type Outcome = { severity: 'success' | 'error' | 'info'; text: string };

const CONNECTIONS_KEY = ['extsvc-api', 'connections'];

/**
 * The provider's answer, when it has just sent the user back here (the
 * gateway's /oauth/callback keeps its query): the code and state are
 * posted at once to the service this tab started, whose server exchanges
 * the code; an error the provider gave (the user declined) is said.
 */
function useProviderAnswer(): Outcome | undefined {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>();
  const handled = useRef(false);
  useEffect(() => {
    const code = params.get('code');
    const state = params.get('state');
    const error = params.get('error');
    if (handled.current || (!code && !error)) return;
    handled.current = true;
    const pending = PROVIDERS.find((p) => p.id === sessionStorage.getItem(PENDING_KEY));
    sessionStorage.removeItem(PENDING_KEY);
    setParams({}, { replace: true });
    if (error) {
      setOutcome({ severity: 'error', text: `The provider did not grant access: ${error}${params.get('error_description') ? ` (${params.get('error_description')})` : ''}.` });
      return;
    }
    if (!pending || !state) {
      setOutcome({ severity: 'error', text: 'The provider sent a code back, but this tab did not start a connection: press Connect again.' });
      return;
    }
    setOutcome({ severity: 'info', text: `${pending.label}: connecting…` });
    api(`${pending.path}/token`, { method: 'POST', body: { code, state } }).then(
      () => {
        setOutcome({ severity: 'success', text: `${pending.label}: connected.` });
        // The page's first fetch of the list, begun as it opened, may still be under way and predate the connection.
        void readAgain(queryClient, { queryKey: CONNECTIONS_KEY });
      },
      (err: unknown) => setOutcome({ severity: 'error', text: `${pending.label}: ${err instanceof Error ? err.message : 'the code was not accepted.'}` }),
    );
  }, [params, setParams, queryClient]);
  return outcome;
}

/** External connections (file storage, calendars): each one's state; connect at the provider and come back connected; disconnect. */
export function ConnectionsPage() {
  const { data, error, refetch } = useQuery({
    queryKey: CONNECTIONS_KEY,
    queryFn: () => api<{ records: Connection[] }>('extsvc-api/connections').then((r) => r.records),
  });
  const outcome = useProviderAnswer();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title="Connections" />
      {error && <LoadError error={error} retry={() => void refetch()} />}
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      )}
      {PROVIDERS.map((p) => (
        <ConnectionCard key={p.id} provider={p} connection={data?.find((c) => c.service === p.id)} onChange={() => void refetch()} />
      ))}
    </Box>
  );
}
