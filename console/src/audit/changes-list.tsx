import { Box, Typography } from '@mui/material';

type Change = { before?: unknown; after?: unknown; masked?: true; omitted?: string; bytes?: number };

/** A value as a person reads it: text as is, nothing as —, anything else as JSON. */
function shown(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

function what(c: Change): string {
  if (c.masked) return 'changed (secret, not shown)';
  if (c.omitted) return `changed (too large to keep: ${c.bytes ?? '?'} bytes)`;
  if (!('before' in c)) return shown(c.after);
  return `${shown(c.before)} → ${shown(c.after)}`;
}

/** What one write changed, a line per field: before → after, a create's values, secrets named but not shown. */
export function ChangesList({ changes }: { changes: Record<string, Change> | undefined }) {
  const fields = Object.entries(changes ?? {});
  if (!fields.length) return <Typography variant="body2">No field changed.</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
      {fields.map(([field, c]) => [
        <Typography key={`${field}-name`} component="dt" variant="body2" sx={{ fontWeight: 600 }}>
          {field}
        </Typography>,
        <Typography key={`${field}-value`} component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {what(c)}
        </Typography>,
      ])}
    </Box>
  );
}
