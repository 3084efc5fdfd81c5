import {
  ArrayField,
  Datagrid,
  DateField,
  DateInput,
  NumberField,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
} from 'react-admin';
import { ClientField, ClientInput } from '../shared/client-input';
import { LineItemsInput } from '../shared/line-items-input';
import { ResponsiveGrid, ScreenCreate, ScreenEdit, ScreenList, ScreenShow } from '../shared/screens';

interface SalesDocument {
  /** the names of its two dates */
  start: string;
  end: string;
  startLabel: string;
  endLabel: string;
  statuses: string[];
}

const money = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** Estimates and orders: the same screens but for their dates and statuses. */
function salesScreens(doc: SalesDocument) {
  const statuses = doc.statuses.map((s) => ({ id: s, name: s }));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search item or client" />,
    <SelectInput key="status" source="status" choices={statuses} alwaysOn />,
  ];
  const form = (
    <SimpleForm>
      <ClientInput />
      <DateInput source={doc.start} label={doc.startLabel} validate={required()} />
      <DateInput source={doc.end} label={doc.endLabel} />
      <SelectInput source="status" choices={statuses} />
      <LineItemsInput />
      <TextInput source="note" multiline fullWidth />
    </SimpleForm>
  );
  return {
    list: () => (
      <ScreenList filters={filters}>
        <ResponsiveGrid primary={(r) => `#${r.id} · ${r.status}`} secondary={(r) => `${r[doc.start]} · total ${r.total}`}>
          <TextField source="id" label="#" />
          <ClientField />
          <DateField source={doc.start} label={doc.startLabel} sortable={false} />
          <DateField source={doc.end} label={doc.endLabel} sortable={false} emptyText="—" />
          <TextField source="status" sortable={false} />
          <NumberField source="total" options={money} sortable={false} />
        </ResponsiveGrid>
      </ScreenList>
    ),
    show: () => (
      <ScreenShow>
        <SimpleShowLayout>
          <ClientField />
          <DateField source={doc.start} label={doc.startLabel} />
          <DateField source={doc.end} label={doc.endLabel} emptyText="—" />
          <TextField source="status" />
          <ArrayField source="items" label="Lines">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="title" label="Item" />
              <NumberField source="quantity" />
              <NumberField source="rate" options={money} />
              <NumberField source="total" options={money} />
            </Datagrid>
          </ArrayField>
          <NumberField source="total" options={money} />
          <TextField source="note" emptyText="—" />
        </SimpleShowLayout>
      </ScreenShow>
    ),
    create: () => <ScreenCreate>{form}</ScreenCreate>,
    edit: () => <ScreenEdit>{form}</ScreenEdit>,
  };
}

export const estimates = salesScreens({
  start: 'estimate_date',
  end: 'valid_until',
  startLabel: 'Date',
  endLabel: 'Valid until',
  statuses: ['draft', 'sent', 'accepted', 'declined'],
});

export const orders = salesScreens({
  start: 'order_date',
  end: 'due_date',
  startLabel: 'Order date',
  endLabel: 'Due',
  statuses: ['new', 'processing', 'completed', 'cancelled'],
});
