import DoneIcon from '@mui/icons-material/DoneAll';
import {
  BooleanField,
  Button,
  DateField,
  DateInput,
  DeleteWithConfirmButton,
  ReferenceArrayInput,
  AutocompleteArrayInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { api } from '../api/http-client';
import { ResponsiveGrid, ScreenCreate, ScreenList, ScreenShow } from '../shared/screens';

const AUDIENCES = [
  { id: 'staff', name: 'All staff' },
  { id: 'clients', name: 'All clients' },
  { id: 'everyone', name: 'Everyone' },
  { id: 'users', name: 'The users named' },
];

function AnnouncementList() {
  return (
    <ScreenList>
      <ResponsiveGrid primary={(r) => r.title} secondary={(r) => `${r.start_date}${r.read ? '' : ' · unread'}`}>
        <TextField source="title" sortable={false} />
        <TextField source="audience" sortable={false} />
        <DateField source="start_date" label="From" sortable={false} />
        <DateField source="end_date" label="Until" sortable={false} emptyText="—" />
        <BooleanField source="read" sortable={false} />
        <DateField source="created_at" label="Created" />
      </ResponsiveGrid>
    </ScreenList>
  );
}

function MarkReadButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.read) return null;
  const mark = () =>
    api(`announcements/${record.id}/read`, { method: 'POST', body: {} }).then(
      () => refresh(),
      (err: unknown) => notify(err instanceof Error ? err.message : 'Failed.', { type: 'error' }),
    );
  return (
    <Button label="Mark read" onClick={() => void mark()}>
      <DoneIcon />
    </Button>
  );
}

function AnnouncementShow() {
  return (
    <ScreenShow
      actions={
        <TopToolbar>
          <MarkReadButton />
          <DeleteWithConfirmButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="description" emptyText="—" />
        <TextField source="audience" />
        <DateField source="start_date" label="From" />
        <DateField source="end_date" label="Until" emptyText="—" />
        <BooleanField source="read" />
      </SimpleShowLayout>
    </ScreenShow>
  );
}

function AnnouncementCreate() {
  return (
    <ScreenCreate>
      <SimpleForm>
        <TextInput source="title" validate={required()} fullWidth />
        <TextInput source="description" multiline minRows={4} fullWidth />
        <DateInput source="start_date" label="From" helperText="today when left empty" />
        <DateInput source="end_date" label="Until" />
        <SelectInput source="audience" choices={AUDIENCES} defaultValue="staff" />
        <ReferenceArrayInput source="user_ids" reference="team">
          <AutocompleteArrayInput label="Users (audience: the users named)" optionText={(u) => `${u.first_name} ${u.last_name}`} filterToQuery={(q: string) => ({ q })} />
        </ReferenceArrayInput>
      </SimpleForm>
    </ScreenCreate>
  );
}

export const announcements = { list: AnnouncementList, show: AnnouncementShow, create: AnnouncementCreate };
