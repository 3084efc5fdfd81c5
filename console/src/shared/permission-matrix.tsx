import { Checkbox, FormHelperText, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import { usePermissionModules } from './use-api-docs';

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;

export type Grants = Record<string, string[]>;

interface Props {
  source: string;
  label: string;
  /** what may be ticked (the signed-in user's own grants); everything when absent */
  allowed?: Grants;
  helperText?: string;
}

const words = (m: string) => m.replace(/_/g, ' ');

/** The messages of a field's error and of its parts (the server names scopes.clients, permissions.leads.0). */
function messagesOf(error: unknown, prefix = ''): string[] {
  if (!error || typeof error !== 'object') return [];
  const e = error as { message?: unknown } & Record<string, unknown>;
  if (typeof e.message === 'string') return [prefix ? `${prefix}: ${e.message}` : e.message];
  return Object.entries(e)
    .filter(([k]) => k !== 'ref' && k !== 'type')
    .flatMap(([k, v]) => messagesOf(v, prefix ? `${prefix}.${k}` : k));
}

/**
 * module × read/create/update/delete as checkboxes, editing a
 * {module: [actions]} value (a role's permissions, an API key's scopes).
 * Cells the signed-in user may not grant are disabled.
 */
export function PermissionMatrix({ source, label, allowed, helperText }: Props) {
  const modules = usePermissionModules();
  const { field, fieldState } = useInput({ source });
  const value: Grants = (field.value as Grants | null) ?? {};
  const toggle = (module: string, action: string, on: boolean) => {
    const current = new Set(value[module] ?? []);
    if (on) current.add(action);
    else current.delete(action);
    const next: Grants = { ...value };
    if (current.size) next[module] = ACTIONS.filter((a) => current.has(a));
    else delete next[module];
    field.onChange(next);
  };
  const may = (module: string, action: string) => !allowed || (allowed[module]?.includes(action) ?? false);
  const error = messagesOf(fieldState.error).join(' ') || undefined;
  return (
    // minWidth 0: a fieldset is as wide as its content by default, and the table would widen the page on a phone
    <fieldset style={{ border: 0, padding: 0, margin: '8px 0', minWidth: 0, maxWidth: '100%', overflowX: 'auto' }}>
      <Typography component="legend" variant="subtitle1">
        {label}
      </Typography>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Module</TableCell>
            {ACTIONS.map((a) => (
              <TableCell key={a} scope="col" align="center" sx={{ px: { xs: 0.5, sm: 2 } }}>
                {a}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {modules.map((m) => (
            <TableRow key={m}>
              <TableCell component="th" scope="row">
                {words(m)}
              </TableCell>
              {ACTIONS.map((a) => (
                <TableCell key={a} align="center" padding="checkbox">
                  <Checkbox
                    checked={value[m]?.includes(a) ?? false}
                    disabled={!may(m, a)}
                    onChange={(e) => toggle(m, a, e.target.checked)}
                    slotProps={{ input: { 'aria-label': `${words(m)}: ${a}` } }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {(error || helperText) && <FormHelperText error={!!error}>{error ?? helperText}</FormHelperText>}
    </fieldset>
  );
}
