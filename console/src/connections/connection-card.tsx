import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { api } from '../api/http-client';

export const PROVIDERS = [
  { id: 'drive', path: 'extsvc-api/drive', label: 'File storage (drive)' },
  { id: 'calendar', path: 'extsvc-api/calendar', label: 'Shared calendar' },
  { id: 'calendar_own', path: 'extsvc-api/calendar/own', label: 'My own calendar' },
] as const;

export type Provider = (typeof PROVIDERS)[number];

/** GET /api/extsvc-api/connections: one's connection to each service (never a token). */
export interface Connection {
  service: string;
  connected: boolean;
  configured: boolean;
  connected_at: string | null;
  expires_at: string | null;
  scopes: string[];
  account: { id: string; email: string | null; name: string | null } | null;
  disconnected_at: string | null;
  disconnect_reason: 'refused' | 'user' | null;
}

/** Which service's authorization this tab started: the code the provider sends back belongs to it. */
export const PENDING_KEY = 'bms.connections.pending';

const when = (t: string) => new Date(t).toLocaleString();

function statusOf(c: Connection | undefined): { label: string; color: 'success' | 'warning' | 'default' } {
  if (c && !c.configured) return { label: 'not offered: no OAuth client is configured for it on this server', color: 'default' };
  if (c?.connected) {
    const who = c.account ? ` as ${c.account.email ?? c.account.name ?? c.account.id}` : '';
    return { label: `connected${who} since ${when(c.connected_at!)}`, color: 'success' };
  }
  if (c?.disconnect_reason === 'refused') return { label: `the provider stopped our access on ${when(c.disconnected_at!)}: connect again`, color: 'warning' };
  return { label: 'not connected', color: 'default' };
}

/**
 * One external service: its state, and the buttons that start its
 * authorization at the provider (in this tab: the provider sends the user
 * back to the connections screen, which saves the code) or disconnect it.
 */
export function ConnectionCard({ provider, connection, onChange }: { provider: Provider; connection?: Connection; onChange(): void }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const fail = (err: unknown) => notify(err instanceof Error ? err.message : 'Failed.', { type: 'error' });

  const connect = async () => {
    setBusy(true);
    try {
      const { url } = await api<{ url: string }>(`${provider.path}/authorize`);
      sessionStorage.setItem(PENDING_KEY, provider.id);
      window.location.assign(url);
    } catch (err) {
      fail(err);
      setBusy(false);
    }
  };
  const disconnect = async () => {
    setBusy(true);
    try {
      await api(provider.path, { method: 'DELETE' });
      notify(`${provider.label}: disconnected.`, { type: 'success' });
      onChange();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const status = statusOf(connection);
  const id = `connection-${provider.id}`;
  const offered = connection?.configured !== false;

  return (
    <Card component="section" aria-labelledby={`${id}-title`} sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2">
          {provider.label}
        </Typography>
        <Chip size="small" color={status.color} label={status.label} sx={{ mt: 0.5, maxWidth: '100%' }} />
        {connection?.connected && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="body2">Access granted: {connection.scopes.join(', ') || 'as the provider decided'}</Typography>
            {connection.expires_at && <Typography variant="body2">Current access token until {when(connection.expires_at)} (renewed before it expires)</Typography>}
          </Box>
        )}
      </CardContent>
      <CardActions>
        <Button disabled={busy || !offered} onClick={() => void connect()}>
          {connection?.connected ? 'Connect again' : 'Connect'}
        </Button>
        {connection?.connected && (
          <Button color="error" disabled={busy} onClick={() => void disconnect()}>
            Disconnect
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
