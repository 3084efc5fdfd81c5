import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { BooleanInput, Button, DateField, FunctionField, useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { api } from '../api/http-client';

/** The filter that also lists records deleted within the retention period (tombstones: id and deleted_at). */
export const deletedFilter = <BooleanInput key="include_deleted" source="include_deleted" label="Show deleted" alwaysOn parse={(v: boolean) => (v ? 'true' : undefined)} format={(v: unknown) => v === 'true'} />;

/** Brings a deleted record back (POST <resource>/{id}/restore). */
export function RestoreButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record?.deleted_at) return null;
  const restore = () =>
    api(`${resource}/${record.id}/restore`, { method: 'POST' }).then(
      () => {
        notify(`#${record.id} restored.`, { type: 'success' });
        refresh();
      },
      (err: unknown) => notify(err instanceof Error ? err.message : 'Restore failed.', { type: 'error' }),
    );
  return (
    <Button label="Restore" onClick={(e) => { e.stopPropagation(); void restore(); }}>
      <RestoreIcon />
    </Button>
  );
}

/** "deleted on …" for a tombstone row, nothing for a live one. */
export function DeletedField() {
  return (
    <FunctionField
      label="Deleted"
      render={(r) => (r.deleted_at ? <DateField source="deleted_at" record={r} showTime /> : null)}
      sortable={false}
    />
  );
}
