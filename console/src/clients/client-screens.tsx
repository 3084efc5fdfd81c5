import {
  DateField,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { ResponsiveGrid, ScreenCreate, ScreenEdit, ScreenList } from '../shared/screens';
import { ClientShow } from './client-show';

export const CLIENT_TYPES = [
  { id: 'organization', name: 'Organization' },
  { id: 'person', name: 'Person' },
];
export const CLIENT_STATUSES = [
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by name" />,
  <SelectInput key="status" source="status" choices={CLIENT_STATUSES} alwaysOn />,
];

function ClientList() {
  return (
    <ScreenList filters={filters}>
      <ResponsiveGrid primary={(r) => r.company_name} secondary={(r) => `${r.city} ${r.country}`.trim()} tertiary={(r) => r.status}>
        <TextField source="company_name" label="Name" />
        <TextField source="type" sortable={false} />
        <TextField source="phone" sortable={false} />
        <TextField source="city" sortable={false} />
        <TextField source="country" sortable={false} />
        <TextField source="status" sortable={false} />
        <DateField source="created_date" label="Created" sortBy="created_at" />
      </ResponsiveGrid>
    </ScreenList>
  );
}

function ClientForm() {
  return (
    <SimpleForm>
      <TextInput source="company_name" label="Name" validate={required()} fullWidth />
      <SelectInput source="type" choices={CLIENT_TYPES} validate={required()} defaultValue="organization" />
      <SelectInput source="status" choices={CLIENT_STATUSES} />
      <TextInput source="phone" />
      <TextInput source="website" type="url" />
      <TextInput source="address" multiline fullWidth />
      <TextInput source="city" />
      <TextInput source="state" />
      <TextInput source="zip" label="Postal code" />
      <TextInput source="country" />
      <TextInput source="currency_symbol" label="Currency symbol" />
    </SimpleForm>
  );
}

export const clients = {
  list: ClientList,
  show: ClientShow,
  create: () => (
    <ScreenCreate>
      <ClientForm />
    </ScreenCreate>
  ),
  edit: () => (
    <ScreenEdit>
      <ClientForm />
    </ScreenEdit>
  ),
};
