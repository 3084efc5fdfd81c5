import {
  DateField,
  EmailField,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
} from 'react-admin';
import { CLIENT_TYPES } from '../clients/client-screens';
import { ResponsiveGrid, ScreenCreate, ScreenEdit, ScreenList, ScreenShow } from '../shared/screens';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'].map((s) => ({ id: s, name: s }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, contact, email" />,
  <SelectInput key="status" source="status" choices={LEAD_STATUSES} alwaysOn />,
  <TextInput key="source" source="source" label="Source" />,
];

function LeadList() {
  return (
    <ScreenList filters={filters}>
      <ResponsiveGrid primary={(r) => r.company_name} secondary={(r) => r.contact_name} tertiary={(r) => r.status}>
        <TextField source="company_name" label="Company" sortable={false} />
        <TextField source="contact_name" label="Contact" sortable={false} />
        <EmailField source="email" sortable={false} />
        <TextField source="phone" sortable={false} />
        <TextField source="status" sortable={false} />
        <TextField source="source" sortable={false} />
        <DateField source="created_at" label="Created" />
      </ResponsiveGrid>
    </ScreenList>
  );
}

function LeadForm() {
  return (
    <SimpleForm>
      <TextInput source="company_name" label="Company or person" validate={required()} fullWidth />
      <SelectInput source="type" choices={CLIENT_TYPES} />
      <TextInput source="contact_name" label="Contact" />
      <TextInput source="email" type="email" />
      <TextInput source="phone" />
      <TextInput source="website" type="url" />
      <SelectInput source="status" choices={LEAD_STATUSES} />
      <TextInput source="source" helperText="where the lead came from: website, referral, …" />
      <TextInput source="city" />
      <TextInput source="country" />
      <TextInput source="description" multiline fullWidth />
    </SimpleForm>
  );
}

function LeadShow() {
  return (
    <ScreenShow>
      <SimpleShowLayout>
        <TextField source="company_name" label="Company" />
        <TextField source="type" />
        <TextField source="contact_name" label="Contact" emptyText="—" />
        <EmailField source="email" emptyText="—" />
        <TextField source="phone" emptyText="—" />
        <TextField source="website" emptyText="—" />
        <TextField source="status" />
        <TextField source="source" emptyText="—" />
        <TextField source="city" emptyText="—" />
        <TextField source="country" emptyText="—" />
        <TextField source="description" emptyText="—" />
        <DateField source="created_at" label="Created" />
      </SimpleShowLayout>
    </ScreenShow>
  );
}

export const leads = {
  list: LeadList,
  show: LeadShow,
  create: () => (
    <ScreenCreate>
      <LeadForm />
    </ScreenCreate>
  ),
  edit: () => (
    <ScreenEdit>
      <LeadForm />
    </ScreenEdit>
  ),
};
