import {
  DateField,
  DeleteWithConfirmButton,
  FunctionField,
  TextField,
} from 'react-admin';
import { ResponsiveGrid, ScreenList } from '../shared/screens';
import { ApiKeyCreate } from './api-key-create';
import { RotateButton } from './rotate-button';

const scopes = (s: Record<string, string[]> | null) =>
  s ? Object.entries(s).map(([m, a]) => `${m.replace(/_/g, ' ')}: ${a.join('/')}`).join('; ') : 'all of its creator\'s grants';

const when = (t: string | null | undefined, none: string) => (t ? new Date(t).toLocaleString() : none);

function ApiKeyList() {
  return (
    <ScreenList sort={{ field: 'created_at', order: 'DESC' }}>
      <ResponsiveGrid
        primary={(r) => `${r.name} (${r.prefix}…)`}
        secondary={(r) => `last used ${when(r.last_used_at, 'never')} · expires ${when(r.expires_at, 'never')}`}
        rowClick={false}
      >
        <TextField source="name" sortable={false} />
        <TextField source="prefix" label="Starts with" sortable={false} />
        <FunctionField label="Scopes" render={(r) => scopes(r.scopes)} sortable={false} />
        <DateField source="created_at" label="Created" showTime />
        <FunctionField label="Last used" render={(r) => when(r.last_used_at, 'never')} sortable={false} />
        <FunctionField label="Expires" render={(r) => when(r.expires_at, 'never')} sortable={false} />
        <FunctionField
          label="Rotation"
          sortable={false}
          render={(r) =>
            r.previous_key_expires_at
              ? `rotated ${when(r.rotated_at, '')}; old secret works until ${when(r.previous_key_expires_at, '')}`
              : r.rotated_at
                ? `rotated ${when(r.rotated_at, '')}`
                : '—'
          }
        />
        <RotateButton />
        <DeleteWithConfirmButton
          label="Revoke"
          confirmTitle="Revoke this API key?"
          confirmContent="Every secret of the key and every token it was exchanged for stop working at once, on every gateway. This cannot be undone."
          mutationMode="pessimistic"
          redirect={false}
        />
      </ResponsiveGrid>
    </ScreenList>
  );
}

export const apiKeys = { list: ApiKeyList, create: ApiKeyCreate };
