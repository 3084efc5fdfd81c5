import { Box } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, Title, useRedirect } from 'react-admin';
import { api } from '../api/http-client';
import { SecretDialog } from '../shared/secret-dialog';
import { useSubmitErrors } from '../shared/submit';
import { WebhookFields } from './webhook-screens';

/** A new subscription; its signing secret is shown once (the create is called directly so that no cache keeps it). */
export function WebhookCreate() {
  const redirect = useRedirect();
  const submitErrors = useSubmitErrors();
  const [created, setCreated] = useState<{ id: number; secret: string }>();
  const save = async (v: Record<string, unknown>) => {
    try {
      const reply = await api<{ record: { id: number }; secret: string }>('webhooks', {
        method: 'POST',
        body: { url: v.url, events: v.events, active: v.active, description: v.description ?? '' },
      });
      setCreated({ id: reply.record.id, secret: reply.secret });
      return undefined;
    } catch (err) {
      return submitErrors(err);
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title="New webhook" />
      <Form onSubmit={save} record={{ active: true, events: [''] }}>
        <WebhookFields />
        <SaveButton label="Subscribe" alwaysEnable />
      </Form>
      <SecretDialog
        title="Signing secret of the webhook"
        secret={created?.secret}
        onClose={() => {
          const id = created?.id;
          setCreated(undefined);
          redirect('show', 'webhooks', id);
        }}
      />
    </Box>
  );
}
