import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { api } from '../api/http-client';
import { SecretDialog } from '../shared/secret-dialog';

/** A new secret for the key; the old one keeps working for the grace period chosen. */
export function RotateButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState('24');
  const [secret, setSecret] = useState<string>();
  if (!record) return null;
  const rotate = async () => {
    try {
      const grace = Math.round(Number(hours) * 3600);
      const reply = await api<{ key: string }>(`api-keys/${record.id}/rotate`, { method: 'POST', body: { grace_seconds: grace } });
      setOpen(false);
      setSecret(reply.key);
    } catch (err) {
      notify(err instanceof Error ? err.message : 'Rotation failed.', { type: 'error' });
    }
  };
  return (
    <>
      <Button label="Rotate" onClick={() => setOpen(true)}>
        <AutorenewIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="rotate-title">
        <DialogTitle id="rotate-title">Rotate “{record.name}”</DialogTitle>
        <DialogContent>
          <DialogContentText>A new secret replaces the current one. The current one keeps working for the grace period, so that its users can switch.</DialogContentText>
          <TextField
            label="Grace period (hours, 0: stops at once, at most 168)"
            type="number"
            value={hours}
            onChange={(e) => setHours(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: 168 } }}
            fullWidth
            margin="normal"
          />
        </DialogContent>
        <DialogActions>
          <Button label="Cancel" onClick={() => setOpen(false)} />
          <Button label="Rotate" variant="contained" onClick={() => void rotate()} />
        </DialogActions>
      </Dialog>
      <SecretDialog title={`New secret of “${record.name}”`} secret={secret} onClose={() => { setSecret(undefined); refresh(); }} />
    </>
  );
}
