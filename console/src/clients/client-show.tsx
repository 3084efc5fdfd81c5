import {
  Button,
  DateField,
  EditButton,
  NumberField,
  ReferenceManyField,
  Pagination,
  Datagrid,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  DeleteWithConfirmButton,
  useRecordContext,
  Link,
  BooleanField,
  EmailField,
} from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import { ScreenShow } from '../shared/screens';
import { RecordHistory } from '../audit/record-history';
import { ContractPanel } from './contract-panel';

function Actions() {
  return (
    <TopToolbar>
      <EditButton />
      <DeleteWithConfirmButton />
    </TopToolbar>
  );
}

/** A link that opens a create form with the client already chosen. */
function AddFor({ resource, label }: { resource: string; label: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button component={Link} to={`/${resource}/create?source=${encodeURIComponent(JSON.stringify({ client_id: record.id }))}`} label={label}>
      <AddIcon />
    </Button>
  );
}

/** A client with its contacts, contract, invoices and history. */
export function ClientShow() {
  return (
    <ScreenShow actions={<Actions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Details">
          <TextField source="company_name" label="Name" />
          <TextField source="type" />
          <TextField source="status" />
          <TextField source="phone" emptyText="—" />
          <TextField source="website" emptyText="—" />
          <TextField source="address" emptyText="—" />
          <TextField source="city" emptyText="—" />
          <TextField source="state" emptyText="—" />
          <TextField source="zip" label="Postal code" emptyText="—" />
          <TextField source="country" emptyText="—" />
          <DateField source="created_date" label="Created" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Contacts" path="contacts">
          <AddFor resource="contacts" label="Add a contact" />
          <ReferenceManyField reference="contacts" target="client_id" pagination={<Pagination />} perPage={20} sort={{ field: 'id', order: 'ASC' }}>
            <Datagrid rowClick="edit" bulkActionButtons={false} empty={<p>No contacts yet.</p>}>
              <TextField source="first_name" sortable={false} />
              <TextField source="last_name" sortable={false} />
              <EmailField source="email" sortable={false} />
              <TextField source="phone" sortable={false} />
              <TextField source="job_title" sortable={false} />
              <BooleanField source="is_primary" label="Primary" sortable={false} />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Contract" path="contract">
          <ContractPanel />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Invoices" path="invoices">
          <AddFor resource="invoices" label="New invoice" />
          <ReferenceManyField reference="invoices" target="client_id" pagination={<Pagination />} perPage={20} sort={{ field: 'id', order: 'DESC' }}>
            <Datagrid rowClick="show" bulkActionButtons={false} empty={<p>No invoices yet.</p>}>
              <TextField source="invoice_number" label="Number" sortable={false} />
              <TextField source="status" sortable={false} />
              <NumberField source="total" options={{ minimumFractionDigits: 2 }} sortable={false} />
              <DateField source="due_date" label="Due" sortable={false} />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="History" path="history">
          <RecordHistory module="crm.client" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </ScreenShow>
  );
}
