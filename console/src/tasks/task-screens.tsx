import {
  ArrayInput,
  AutocompleteArrayInput,
  DateField,
  DateInput,
  ReferenceArrayInput,
  ReferenceInput,
  AutocompleteInput,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  SimpleShowLayout,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { UserChips } from '../shared/user-chips';
import { ResponsiveGrid, ScreenCreate, ScreenEdit, ScreenList, ScreenShow } from '../shared/screens';
import { TASK_MOVES, TASK_STATUSES } from './task-status';

const STATUSES = TASK_STATUSES.map((s) => ({ id: s, name: s.replace('_', ' ') }));
const PRIORITIES = ['low', 'medium', 'high', 'urgent'].map((p) => ({ id: p, name: p }));

const userName = (u: { first_name?: string; last_name?: string; email?: string }) => `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || (u.email ?? '');

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search tasks" />,
  <SelectInput key="status" source="status" choices={STATUSES} alwaysOn />,
  <SelectInput key="priority" source="priority" choices={PRIORITIES} />,
  <ReferenceInput key="assigned" source="assigned_to" reference="team">
    <AutocompleteInput label="Assigned to" optionText={userName} filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

function Assignees(_props: { label?: string }) {
  return <UserChips source="assigned_to" label="Assigned to" />;
}

function TaskList() {
  return (
    <ScreenList filters={filters}>
      <ResponsiveGrid primary={(r) => r.title} secondary={(r) => `${r.status} · ${r.priority}`} tertiary={(r) => r.deadline ?? ''}>
        <TextField source="title" sortable={false} />
        <TextField source="status" sortable={false} />
        <TextField source="priority" sortable={false} />
        <Assignees label="Assigned to" />
        <DateField source="start_date" label="Start" sortable={false} emptyText="—" />
        <DateField source="deadline" sortable={false} emptyText="—" />
        <DateField source="created_at" label="Created" />
      </ResponsiveGrid>
    </ScreenList>
  );
}

/** Status choices of an existing task: where it is, and where its rules let it go. */
function StatusInput() {
  const record = useRecordContext();
  if (!record?.id) return null;
  const current = record.status as keyof typeof TASK_MOVES;
  const allowed = new Set([current, ...TASK_MOVES[current]]);
  return <SelectInput source="status" choices={STATUSES.filter((s) => allowed.has(s.id))} helperText="a task moves one step forward, or from done back to in progress" />;
}

function TaskForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <StatusInput />
      <SelectInput source="priority" choices={PRIORITIES} />
      <ReferenceArrayInput source="assigned_to" reference="team">
        <AutocompleteArrayInput label="Assigned to" optionText={userName} filterToQuery={(q: string) => ({ q })} />
      </ReferenceArrayInput>
      <DateInput source="start_date" label="Start" />
      <DateInput source="deadline" />
      <ArrayInput source="labels">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="" label="Label" />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

function TaskShow() {
  return (
    <ScreenShow>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="description" emptyText="—" />
        <TextField source="status" />
        <TextField source="priority" />
        <Assignees label="Assigned to" />
        <DateField source="start_date" label="Start" emptyText="—" />
        <DateField source="deadline" emptyText="—" />
      </SimpleShowLayout>
    </ScreenShow>
  );
}

export const tasks = {
  list: TaskList,
  show: TaskShow,
  create: () => (
    <ScreenCreate>
      <TaskForm />
    </ScreenCreate>
  ),
  edit: () => (
    <ScreenEdit>
      <TaskForm />
    </ScreenEdit>
  ),
};
