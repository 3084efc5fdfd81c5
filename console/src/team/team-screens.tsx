import BlockIcon from '@mui/icons-material/Block';
import {
  Button,
  DateField,
  EditButton,
  EmailField,
  PasswordInput,
  ReferenceField,
  ReferenceInput,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  DeleteWithConfirmButton,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { DeletedField, deletedFilter, RestoreButton } from '../shared/restore';
import { ResponsiveGrid, ScreenCreate, ScreenEdit, ScreenList, ScreenShow } from '../shared/screens';

const STATUSES = [
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive (cannot sign in)' },
];
const USER_TYPES = [
  { id: 'staff', name: 'Staff' },
  { id: 'client', name: 'Client user' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name or email" />,
  <SelectInput key="status" source="status" choices={STATUSES} alwaysOn />,
  <ReferenceInput key="role" source="role_id" reference="roles">
    <SelectInput label="Role" optionText="title" />
  </ReferenceInput>,
  deletedFilter,
];

const name = (r: { first_name?: string; last_name?: string; id: unknown; deleted_at?: string }) =>
  r.deleted_at ? `Deleted member #${String(r.id)}` : `${r.first_name} ${r.last_name}`;

/** The member's role, or a dash for none (role_id 0). */
function RoleField(_props: { label: string }) {
  const record = useRecordContext();
  if (!record?.role_id) return <span>—</span>;
  return <ReferenceField source="role_id" reference="roles" label="Role" link={false} />;
}

function TeamList() {
  return (
    <ScreenList filters={filters}>
      <ResponsiveGrid primary={name} secondary={(r) => r.email ?? ''} tertiary={(r) => r.status ?? 'deleted'}>
        <TextField source="first_name" sortable={false} />
        <TextField source="last_name" sortable={false} />
        <EmailField source="email" sortable={false} />
        <RoleField label="Role" />
        <TextField source="status" sortable={false} />
        <TextField source="user_type" label="Type" sortable={false} />
        <DeletedField />
        <RestoreButton />
      </ResponsiveGrid>
    </ScreenList>
  );
}

/** Deactivate (the member can no longer sign in) or activate again: one PATCH of status. */
function ActivationButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const active = record.status === 'active';
  const toggle = () =>
    update(
      'team',
      { id: record.id, data: { status: active ? 'inactive' : 'active' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(active ? 'Member deactivated: signed out everywhere.' : 'Member activated.', { type: 'success' });
          refresh();
        },
        onError: (err) => notify(err instanceof Error ? err.message : 'Failed.', { type: 'error' }),
      },
    );
  return (
    <Button label={active ? 'Deactivate' : 'Activate'} onClick={toggle} disabled={isPending}>
      <BlockIcon />
    </Button>
  );
}

function TeamShow() {
  return (
    <ScreenShow
      actions={
        <TopToolbar>
          <ActivationButton />
          <EditButton />
          <DeleteWithConfirmButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="first_name" />
        <TextField source="last_name" />
        <EmailField source="email" />
        <TextField source="phone" emptyText="—" />
        <TextField source="job_title" emptyText="—" />
        <RoleField label="Role" />
        <TextField source="status" />
        <TextField source="user_type" label="Type" />
        <DateField source="created_at" label="Created" />
      </SimpleShowLayout>
    </ScreenShow>
  );
}

function TeamForm({ creating }: { creating?: boolean }) {
  return (
    <SimpleForm>
      <TextInput source="first_name" validate={required()} />
      <TextInput source="last_name" validate={required()} />
      <TextInput source="email" type="email" validate={required()} />
      <PasswordInput
        source="password"
        helperText={creating ? 'at least 8 characters; leave empty to email them an invitation to choose one' : 'leave empty to keep the current password'}
        autoComplete="new-password"
      />
      <ReferenceInput source="role_id" reference="roles">
        <SelectInput label="Role" optionText="title" />
      </ReferenceInput>
      <TextInput source="job_title" />
      <TextInput source="phone" />
      <TextInput source="language" helperText="of the emails and text messages sent to them: en, de, … (English when there are none in it)" />
      <SelectInput source="status" choices={STATUSES} />
      <SelectInput source="user_type" label="Type" choices={USER_TYPES} />
    </SimpleForm>
  );
}

export const team = {
  list: TeamList,
  show: TeamShow,
  create: () => (
    <ScreenCreate transform={(d: Record<string, unknown>) => (d.password ? d : { ...d, password: undefined })}>
      <TeamForm creating />
    </ScreenCreate>
  ),
  edit: () => (
    <ScreenEdit transform={(d: Record<string, unknown>) => (d.password ? d : { ...d, password: undefined })}>
      <TeamForm />
    </ScreenEdit>
  ),
};
