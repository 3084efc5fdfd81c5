import ReplayIcon from '@mui/icons-material/Replay';
import { Typography } from '@mui/material';
import {
  Button,
  Datagrid,
  DateField,
  FunctionField,
  NumberField,
  Pagination,
  SelectInput,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  FilterForm,
  ListBase,
} from 'react-admin';
import { api } from '../api/http-client';
import { ListLoadError } from '../shared/load-error';

const STATUSES = ['pending', 'succeeded', 'failed'].map((s) => ({ id: s, name: s }));

function ReplayButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const replay = () =>
    api(`webhooks/deliveries/${record.id}/replay`, { method: 'POST', body: {} }).then(
      () => {
        notify(`Delivery #${record.id} is being attempted again.`, { type: 'success' });
        refresh();
      },
      (err: unknown) => notify(err instanceof Error ? err.message : 'Replay failed.', { type: 'error' }),
    );
  return (
    <Button label="Replay" onClick={() => void replay()}>
      <ReplayIcon />
    </Button>
  );
}

/** A webhook's deliveries, newest first, with status, attempts, response code, and replay. */
export function DeliveryLog() {
  const webhook = useRecordContext();
  if (!webhook) return null;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Delivery log
      </Typography>
      <ListBase resource="deliveries" filter={{ webhook_id: webhook.id }} sort={{ field: 'id', order: 'DESC' }} perPage={20} disableSyncWithLocation>
        <FilterForm filters={[<SelectInput key="status" source="status" choices={STATUSES} alwaysOn />]} />
        <ListLoadError />
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>No deliveries yet.</p>}>
          <TextField source="id" label="#" sortable={false} />
          <TextField source="event_type" label="Event" sortable={false} />
          <TextField source="status" sortable={false} />
          <NumberField source="attempts" sortable={false} />
          <FunctionField label="Response" sortable={false} render={(r) => r.last_response_code ?? (r.last_error ? `error: ${r.last_error}` : '—')} />
          <DateField source="created_at" label="Created" showTime sortable={false} />
          <DateField source="last_attempt_at" label="Last attempt" showTime sortable={false} emptyText="—" />
          <DateField source="next_attempt_at" label="Next attempt" showTime sortable={false} emptyText="—" />
          <ReplayButton />
        </Datagrid>
        <Pagination />
      </ListBase>
    </>
  );
}
