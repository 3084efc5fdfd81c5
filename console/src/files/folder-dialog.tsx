import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../api/api-error';
import { api } from '../api/http-client';

/** Asks for a folder's name and creates it in the current folder. */
export function FolderDialog({ open, parentId, onClose }: { open: boolean; parentId: number | null; onClose(made: boolean): void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await api('file-manager/folders', { method: 'POST', body: { name, parent_id: parentId } });
      setName('');
      setError(undefined);
      onClose(true);
    } catch (err) {
      const fields = err instanceof ApiError ? (err.body?.errors as Record<string, string> | undefined) : undefined;
      setError(fields?.name ?? (err instanceof Error ? err.message : 'Failed.'));
    }
  };
  return (
    <Dialog open={open} onClose={() => onClose(false)} aria-labelledby="folder-title">
      <form onSubmit={(e) => void submit(e)}>
        <DialogTitle id="folder-title">New folder</DialogTitle>
        <DialogContent>
          <TextField autoFocus label="Name" value={name} onChange={(e) => setName(e.target.value)} error={!!error} helperText={error} fullWidth margin="dense" required />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>Cancel</Button>
          <Button type="submit" variant="contained">
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
