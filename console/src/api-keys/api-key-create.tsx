import { Alert, Box } from '@mui/material';
import { useState } from 'react';
import { BooleanInput, DateTimeInput, Form, required, SaveButton, TextInput, Title, usePermissions, useRedirect } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Permissions } from '../api/auth-provider';
import { api } from '../api/http-client';
import { PermissionMatrix } from '../shared/permission-matrix';
import { SecretDialog } from '../shared/secret-dialog';
import { useSubmitErrors } from '../shared/submit';

function ScopesInput({ allowed }: { allowed?: Record<string, string[]> }) {
  const limited = useWatch({ name: 'limited' }) as boolean | undefined;
  if (!limited) return null;
  return (
    <PermissionMatrix
      source="scopes"
      label="Scopes"
      allowed={allowed}
      helperText={allowed ? 'Only what your own role grants can be given.' : 'As an administrator you may give any scope.'}
    />
  );
}

/** A new key: name, scopes (within the user's grants), expiry; its secret is shown once. */
export function ApiKeyCreate() {
  const { permissions } = usePermissions<Permissions>();
  const redirect = useRedirect();
  const submitErrors = useSubmitErrors();
  const [secret, setSecret] = useState<string>();
  const save = async (v: Record<string, unknown>) => {
    try {
      const body = {
        name: v.name,
        ...(v.limited && v.scopes && Object.keys(v.scopes).length ? { scopes: v.scopes } : {}),
        ...(v.expires_at ? { expires_at: new Date(String(v.expires_at)).toISOString() } : {}),
      };
      const reply = await api<{ key: string }>('api-keys', { method: 'POST', body });
      setSecret(reply.key);
      return undefined;
    } catch (err) {
      return submitErrors(err);
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title="New API key" />
      <Alert severity="info" sx={{ mb: 2 }}>
        A key acts as you, with at most your own permissions. Limit it to scopes, and give it an expiry, where you can.
      </Alert>
      <Form onSubmit={save} record={{ limited: true }}>
        <TextInput source="name" validate={required()} helperText="what uses this key, e.g. ERP sync" />
        <DateTimeInput source="expires_at" label="Expires" helperText="empty: never" />
        <BooleanInput source="limited" label="Limit to scopes" helperText="off: the key gets all of your grants" />
        <ScopesInput allowed={permissions?.isAdmin ? undefined : (permissions?.grants ?? {})} />
        <SaveButton label="Create key" alwaysEnable />
      </Form>
      <SecretDialog title="Your new API key" secret={secret} onClose={() => { setSecret(undefined); redirect('list', 'api-keys'); }} />
    </Box>
  );
}
