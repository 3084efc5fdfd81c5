import { Box, Typography } from '@mui/material';
import {
  ArrayField,
  Datagrid,
  DateField,
  DateInput,
  EditButton,
  NumberField,
  required,
  SelectInput,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  DeleteWithConfirmButton,
  ReferenceInput,
  AutocompleteInput,
  useRecordContext,
} from 'react-admin';
import { RecordHistory } from '../audit/record-history';
import { ClientField, ClientInput } from '../shared/client-input';
import { LineItemsInput } from '../shared/line-items-input';
import { ResponsiveGrid, ScreenCreate, ScreenEdit, ScreenList, ScreenShow } from '../shared/screens';
import { DownloadPdfButton, SendInvoiceButton } from './invoice-actions';

export const INVOICE_STATUSES = ['draft', 'sent', 'cancelled'].map((s) => ({ id: s, name: s }));
const money = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

const filters = [
  <SelectInput key="status" source="status" choices={INVOICE_STATUSES} alwaysOn />,
  <ReferenceInput key="client" source="client_id" reference="clients" alwaysOn>
    <AutocompleteInput label="Client" optionText="company_name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

function InvoiceList() {
  return (
    <ScreenList filters={filters}>
      <ResponsiveGrid primary={(r) => `${r.invoice_number} · ${r.status}`} secondary={(r) => `due ${r.due_date} · ${r.total}`}>
        <TextField source="invoice_number" label="Number" sortable={false} />
        <ClientField />
        <TextField source="status" sortable={false} />
        <NumberField source="total" options={money} sortable={false} />
        <DateField source="due_date" label="Due" sortable={false} />
        <DateField source="created_at" label="Created" />
      </ResponsiveGrid>
    </ScreenList>
  );
}

function ShowActions() {
  const record = useRecordContext();
  const draft = record?.status === 'draft';
  return (
    <TopToolbar>
      {draft && <SendInvoiceButton />}
      <DownloadPdfButton />
      {draft && <EditButton />}
      {draft && <DeleteWithConfirmButton />}
    </TopToolbar>
  );
}

function InvoiceShow() {
  return (
    <ScreenShow actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="invoice_number" label="Number" />
        <ClientField />
        <TextField source="status" />
        <DateField source="due_date" label="Due" />
        <ArrayField source="items" label="Lines">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="title" label="Item" />
            <NumberField source="quantity" />
            <NumberField source="rate" options={money} />
          </Datagrid>
        </ArrayField>
        <NumberField source="total" options={money} />
      </SimpleShowLayout>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        History
      </Typography>
      <Box sx={{ px: 2, pb: 2 }}>
        <RecordHistory module="billing.invoice" />
      </Box>
    </ScreenShow>
  );
}

function InvoiceForm({ editing }: { editing?: boolean }) {
  return (
    <SimpleForm>
      <ClientInput disabled={editing} />
      <DateInput source="due_date" label="Due" validate={required()} />
      <LineItemsInput />
    </SimpleForm>
  );
}

export const invoices = {
  list: InvoiceList,
  show: InvoiceShow,
  create: () => (
    <ScreenCreate>
      <InvoiceForm />
    </ScreenCreate>
  ),
  edit: () => (
    <ScreenEdit>
      <InvoiceForm editing />
    </ScreenEdit>
  ),
};
