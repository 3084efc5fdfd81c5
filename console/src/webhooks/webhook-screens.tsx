import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  ChipField,
  DateField,
  EditButton,
  DeleteWithConfirmButton,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  SimpleShowLayout,
  SingleFieldList,
  TextField,
  TextInput,
  TopToolbar,
  ArrayField,
} from 'react-admin';
import { ResponsiveGrid, ScreenEdit, ScreenList, ScreenShow } from '../shared/screens';
import { DeliveryLog } from './delivery-log';
import { WebhookCreate } from './webhook-create';

export const EVENTS_HELP = 'event types or patterns: billing.invoice.created, crm.>, *.client.created; * is one word, > (last) the rest';

function Events() {
  return (
    <ArrayField source="events" sortable={false}>
      <SingleFieldList linkType={false}>
        <ChipField source="" size="small" />
      </SingleFieldList>
    </ArrayField>
  );
}

function WebhookList() {
  return (
    <ScreenList filters={[<SelectInput key="active" source="active" choices={[{ id: 'true', name: 'Active' }, { id: 'false', name: 'Paused' }]} alwaysOn />]}>
      <ResponsiveGrid primary={(r) => r.url} secondary={(r) => (r.events ?? []).join(', ')} tertiary={(r) => (r.active ? 'active' : 'paused')}>
        <TextField source="url" label="URL" sortable={false} />
        <Events />
        <BooleanField source="active" sortable={false} />
        <TextField source="description" sortable={false} />
        <DateField source="created_at" label="Created" />
      </ResponsiveGrid>
    </ScreenList>
  );
}

function WebhookShow() {
  return (
    <ScreenShow actions={<TopToolbar><EditButton /><DeleteWithConfirmButton /></TopToolbar>}>
      <SimpleShowLayout>
        <TextField source="url" label="URL" />
        <Events />
        <BooleanField source="active" />
        <TextField source="description" emptyText="—" />
        <DeliveryLog />
      </SimpleShowLayout>
    </ScreenShow>
  );
}

export function WebhookFields() {
  return (
    <>
      <TextInput source="url" label="URL" type="url" validate={required()} fullWidth helperText="https on a public address" />
      <ArrayInput source="events" label="Events" validate={required()} helperText={EVENTS_HELP}>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="" label="Event pattern" />
        </SimpleFormIterator>
      </ArrayInput>
      <BooleanInput source="active" label="Active (deliveries are made)" />
      <TextInput source="description" fullWidth />
    </>
  );
}

function WebhookEdit() {
  return (
    <ScreenEdit>
      <SimpleForm>
        <WebhookFields />
        <TextInput source="secret" label="New signing secret" helperText="empty: keep the current one" autoComplete="off" />
      </SimpleForm>
    </ScreenEdit>
  );
}

export const webhooks = { list: WebhookList, show: WebhookShow, create: WebhookCreate, edit: WebhookEdit };
