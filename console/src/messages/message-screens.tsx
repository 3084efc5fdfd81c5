import {
  AutocompleteArrayInput,
  BooleanField,
  DateField,
  DeleteWithConfirmButton,
  ReferenceArrayInput,
  ReferenceField,
  required,
  SelectInput,
  BooleanInput,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { UserChips } from '../shared/user-chips';
import { ResponsiveGrid, ScreenCreate, ScreenList, ScreenShow } from '../shared/screens';

const filters = [
  <SelectInput key="box" source="box" choices={[{ id: 'inbox', name: 'Inbox' }, { id: 'sent', name: 'Sent' }]} alwaysOn emptyText="Both" />,
  <BooleanInput key="unread" source="unread" label="Unread only" alwaysOn />,
];

const person = (u: { first_name?: string; last_name?: string }) => `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim();

function From() {
  return <ReferenceField source="from_user_id" reference="team" label="From" link={false} sortable={false} />;
}

function To(_props: { label?: string }) {
  return <UserChips source="to_user_ids" label="To" />;
}

function MessageList() {
  return (
    <ScreenList filters={filters}>
      <ResponsiveGrid primary={(r) => r.subject} secondary={(r) => `${r.created_at}${r.read ? '' : ' · unread'}`}>
        <TextField source="subject" sortable={false} />
        <From />
        <To label="To" />
        <BooleanField source="read" sortable={false} />
        <DateField source="created_at" label="Sent" />
      </ResponsiveGrid>
    </ScreenList>
  );
}

function MessageShow() {
  return (
    <ScreenShow actions={<TopToolbar><DeleteWithConfirmButton /></TopToolbar>}>
      <SimpleShowLayout>
        <TextField source="subject" />
        <From />
        <To label="To" />
        <DateField source="created_at" label="Sent" />
        <TextField source="body" sx={{ whiteSpace: 'pre-wrap' }} />
      </SimpleShowLayout>
    </ScreenShow>
  );
}

function MessageCreate() {
  return (
    <ScreenCreate>
      <SimpleForm>
        <ReferenceArrayInput source="to_user_ids" reference="team">
          <AutocompleteArrayInput label="To" optionText={person} filterToQuery={(q: string) => ({ q })} validate={required()} />
        </ReferenceArrayInput>
        <TextInput source="subject" validate={required()} fullWidth />
        <TextInput source="body" label="Message" validate={required()} multiline minRows={5} fullWidth />
      </SimpleForm>
    </ScreenCreate>
  );
}

export const messages = { list: MessageList, show: MessageShow, create: MessageCreate };
