import { DateField, FunctionField, required, SearchInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { PermissionMatrix } from '../shared/permission-matrix';
import { DeletedField, deletedFilter, RestoreButton } from '../shared/restore';
import { ResponsiveGrid, ScreenCreate, ScreenEdit, ScreenList } from '../shared/screens';

const summary = (p: Record<string, string[]> | undefined) =>
  Object.entries(p ?? {})
    .map(([m, a]) => `${m.replace(/_/g, ' ')}: ${a.join('/')}`)
    .join('; ') || 'nothing';

function RoleList() {
  return (
    <ScreenList filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search roles" />, deletedFilter]}>
      <ResponsiveGrid primary={(r) => r.title ?? `Deleted role #${r.id}`} secondary={(r) => summary(r.permissions)} rowClick="edit">
        <TextField source="title" sortable={false} />
        <FunctionField label="Grants" render={(r) => summary(r.permissions)} sortable={false} />
        <DateField source="created_at" label="Created" />
        <DeletedField />
        <RestoreButton />
      </ResponsiveGrid>
    </ScreenList>
  );
}

function RoleForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} />
      <PermissionMatrix source="permissions" label="Permissions" helperText="A change signs out every member with this role." />
    </SimpleForm>
  );
}

/** Roles: a title and what it grants, module × read/create/update/delete (admins only). */
export const roles = {
  list: RoleList,
  create: () => (
    <ScreenCreate redirect="list">
      <RoleForm />
    </ScreenCreate>
  ),
  edit: () => (
    <ScreenEdit redirect="list">
      <RoleForm />
    </ScreenEdit>
  ),
};
