import { DateField, FunctionField, NumberField, SelectInput, TextField } from 'react-admin';
import { ResponsiveGrid, ScreenList } from '../shared/screens';

const choices = (xs: string[]) => xs.map((x) => ({ id: x, name: x }));
const STATUSES = choices(['queued', 'sending', 'sent', 'failed', 'abandoned']);
const CHANNELS = [
  { id: 'email', name: 'Email' },
  { id: 'sms', name: 'Text message' },
];

const filters = [
  <SelectInput key="status" source="status" choices={STATUSES} alwaysOn />,
  <SelectInput key="channel" source="channel" choices={CHANNELS} alwaysOn />,
];

/**
 * The emails and text messages identity's courier sent or is sending
 * (GET /api/admin/messages, admins): to whom (masked), which message, what
 * became of it and what the provider answered; never their content.
 */
function MessageList() {
  return (
    <ScreenList filters={filters} title="Outgoing messages">
      <ResponsiveGrid
        primary={(r) => `${r.template} to ${r.to}`}
        secondary={(r) => `${r.status}, ${r.attempts} attempt(s)${r.last_error ? `: ${r.last_error}` : ''}`}
        tertiary={(r) => new Date(r.created_at).toLocaleString()}
        rowClick={false}
      >
        <TextField source="id" label="#" sortable={false} />
        <FunctionField label="Channel" sortable={false} render={(r) => (r.channel === 'sms' ? 'Text message' : 'Email')} />
        <TextField source="to" label="To" sortable={false} />
        <TextField source="template" label="Message" sortable={false} />
        <TextField source="status" sortable={false} />
        <NumberField source="attempts" sortable={false} />
        <TextField source="last_error" label="Last error" sortable={false} emptyText="—" />
        <DateField source="created_at" label="Queued" showTime />
        <DateField source="sent_at" label="Sent" showTime sortable={false} emptyText="—" />
        <DateField source="next_attempt_at" label="Next attempt" showTime sortable={false} emptyText="—" />
      </ResponsiveGrid>
    </ScreenList>
  );
}

export const outgoingMessages = { list: MessageList };
