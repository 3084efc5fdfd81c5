import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';

interface Props {
  title: string;
  secret: string | undefined;
  onClose(): void;
}

/** A secret the server shows once (an API key, a webhook's signing secret): copy it now, it cannot be shown again. */
export function SecretDialog({ title, secret, onClose }: Props) {
  const [copied, setCopied] = useState<boolean>();
  const copy = () =>
    navigator.clipboard.writeText(secret ?? '').then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Dialog open={!!secret} aria-labelledby="secret-title" aria-describedby="secret-warning" maxWidth="sm" fullWidth>
      <DialogTitle id="secret-title">{title}</DialogTitle>
      <DialogContent>
        <Alert id="secret-warning" severity="warning" sx={{ mb: 2 }}>
          This is the only time this secret is shown. Copy it and store it somewhere safe now: it cannot be shown again (only its hash is kept).
        </Alert>
        <TextField
          label="Secret"
          value={secret ?? ''}
          fullWidth
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
          onFocus={(e) => e.target.select()}
        />
        {copied === true && <Alert severity="success" sx={{ mt: 1 }}>Copied to the clipboard.</Alert>}
        {copied === false && <Alert severity="error" sx={{ mt: 1 }}>The browser refused to copy: select the text and copy it.</Alert>}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="contained" onClick={onClose}>
          I have stored it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
