import { Alert, Box, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DateInput, Form, NumberInput, required, SaveButton, SelectInput, TextInput, useNotify, useRecordContext } from 'react-admin';
import { ApiError } from '../api/api-error';
import { api } from '../api/http-client';
import { LoadError } from '../shared/load-error';
import { readAgain } from '../shared/read-again';
import { useSubmitErrors } from '../shared/submit';

const STATUSES = ['draft', 'sent', 'signed', 'declined', 'cancelled'].map((s) => ({ id: s, name: s }));

interface Contract {
  id: number;
  title: string;
  start_date: string;
  end_date: string | null;
  value: number;
  status: string;
  content: string;
}

/** The fields a contract write takes, from the form's values ('' dates cleared). */
const body = (v: Record<string, unknown>) => ({
  title: v.title,
  start_date: v.start_date,
  end_date: v.end_date || null,
  value: v.value === '' || v.value == null ? undefined : Number(v.value),
  status: v.status,
  content: v.content ?? '',
});

/** A client's single contract (GET/POST/PUT /api/contract/{client id}): shown and edited in place, or created. */
export function ContractPanel() {
  const client = useRecordContext();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const submitErrors = useSubmitErrors();
  const key = ['contract', client?.id];
  const { data, error, isPending, refetch } = useQuery({
    queryKey: key,
    enabled: !!client,
    retry: false,
    queryFn: async () => {
      try {
        return (await api<{ record: Contract }>(`contract/${client!.id}`)).record;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
  if (!client || isPending) return null;
  if (error) return <LoadError error={error} retry={() => void refetch()} />;

  const save = async (values: Record<string, unknown>) => {
    try {
      if (data) await api(`contract/${client.id}`, { method: 'PUT', body: body(values) });
      else await api(`contract/${client.id}`, { method: 'POST', body: body(values) });
      notify(data ? 'Contract saved.' : 'Contract created.', { type: 'success' });
      await readAgain(queryClient, { queryKey: key });
      return undefined;
    } catch (err) {
      return submitErrors(err);
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      {!data && <Alert severity="info">This client has no contract yet. Fill in the form to create it.</Alert>}
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {data ? `Contract #${data.id}` : 'New contract'}
      </Typography>
      <Form key={data?.id ?? 'new'} record={data ?? { status: 'draft' }} onSubmit={save}>
        <TextInput source="title" validate={required()} fullWidth />
        <DateInput source="start_date" label="Start" validate={required()} />
        <DateInput source="end_date" label="End" />
        <NumberInput source="value" min={0} step={0.01} />
        <SelectInput source="status" choices={STATUSES} />
        <TextInput source="content" label="Terms" multiline minRows={4} fullWidth />
        <SaveButton label={data ? 'Save contract' : 'Create contract'} alwaysEnable />
      </Form>
    </Box>
  );
}
