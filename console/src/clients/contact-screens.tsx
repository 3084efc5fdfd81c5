import { BooleanInput, NumberInput, required, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { ScreenCreate, ScreenEdit } from '../shared/screens';

/** Back to the client the contact belongs to. */
const toClient = (_resource: string | undefined, _id: unknown, data: Record<string, unknown> | undefined) =>
  data?.client_id ? `clients/${String(data.client_id)}/show/contacts` : 'clients';

function ContactForm() {
  const record = useRecordContext();
  return (
    <SimpleForm>
      <NumberInput source="client_id" label="Client id" validate={required()} disabled={!!record?.id} />
      <TextInput source="first_name" validate={required()} />
      <TextInput source="last_name" />
      <TextInput source="email" type="email" />
      <TextInput source="phone" />
      <TextInput source="job_title" />
      <BooleanInput source="is_primary" label="Main contact" />
    </SimpleForm>
  );
}

/** A client's contacts are reached from the client; these are their create and edit forms. */
export const contacts = {
  create: () => (
    <ScreenCreate redirect={toClient}>
      <ContactForm />
    </ScreenCreate>
  ),
  edit: () => (
    <ScreenEdit redirect={toClient}>
      <ContactForm />
    </ScreenEdit>
  ),
};
