import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  Datagrid,
  DateField,
  DateTimeInput,
  FilterButton,
  FunctionField,
  NumberInput,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
  useNotify,
} from 'react-admin';
import { download } from '../api/http-client';
import { ScreenList } from '../shared/screens';
import { ChangesList } from './changes-list';
import { Who } from './who';

const filters = [
  <NumberInput key="user_id" source="user_id" label="User id" alwaysOn />,
  <NumberInput key="api_key_id" source="api_key_id" label="API key id" />,
  <TextInput key="module" source="module" label="Module" helperText="crm, or crm.client" alwaysOn />,
  <NumberInput key="record_id" source="record_id" label="Record id" helperText="with a module such as crm.client" alwaysOn />,
  <DateTimeInput key="from" source="from" label="From" alwaysOn />,
  <DateTimeInput key="to" source="to" label="Until" alwaysOn />,
];

/** The filtered time range, as a file (the whole range, not only this page). */
function ExportButton({ format }: { format: 'csv' | 'ndjson' }) {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const query = new URLSearchParams({ format });
  for (const k of ['from', 'to'] as const) if (filterValues[k]) query.set(k, new Date(filterValues[k] as string).toISOString());
  const save = () => download(`audit-log/export?${query}`, `audit-log.${format}`).catch((err: unknown) => notify(err instanceof Error ? err.message : 'Export failed.', { type: 'error' }));
  return (
    <Button label={`Export ${format.toUpperCase()}`} onClick={() => void save()}>
      <DownloadIcon />
    </Button>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton format="csv" />
      <ExportButton format="ndjson" />
    </TopToolbar>
  );
}

/** The audit trail (admins): every write, newest first, with its filters; each row opens to what changed. */
function AuditList() {
  return (
    <ScreenList filters={filters} actions={<Actions />} title="Audit trail" sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<FunctionField render={(e) => <ChangesList changes={e.changes} />} />}>
        <TextField source="id" label="#" sortable={false} />
        <DateField source="occurred_at" label="When" showTime sortable={false} />
        <FunctionField label="Who" render={(e) => <Who userId={e.user_id} apiKeyId={e.api_key_id} />} />
        <TextField source="address" label="From" emptyText="—" sortable={false} />
        <FunctionField label="Record" render={(e) => `${e.module}${e.record_id ? ` #${e.record_id}` : ''}`} />
        <TextField source="action" sortable={false} />
        <FunctionField label="Fields" render={(e) => Object.keys(e.changes ?? {}).join(', ') || '—'} />
      </Datagrid>
    </ScreenList>
  );
}

export const auditLog = { list: AuditList };
