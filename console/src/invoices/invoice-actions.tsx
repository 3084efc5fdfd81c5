import DownloadIcon from '@mui/icons-material/PictureAsPdf';
import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { api, download } from '../api/http-client';

/** Sends a draft (draft → sent), after a confirmation. */
export function SendInvoiceButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const send = async () => {
    setBusy(true);
    try {
      await api(`invoices/${record.id}/send`, { method: 'POST' });
      notify(`Invoice ${record.invoice_number} sent.`, { type: 'success' });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : 'Sending failed.', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label="Send" onClick={() => setOpen(true)} disabled={busy}>
        <SendIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`Send invoice ${record.invoice_number}?`}
        content="A sent invoice can no longer be changed or deleted."
        confirm="Send"
        onConfirm={send}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The invoice as a PDF (GET /api/invoices/{id}/pdf), fetched with the token and saved. */
export function DownloadPdfButton() {
  const record = useRecordContext();
  const notify = useNotify();
  if (!record) return null;
  const save = () =>
    download(`invoices/${record.id}/pdf`, `${record.invoice_number}.pdf`).catch((err: unknown) =>
      notify(err instanceof Error ? err.message : 'The PDF could not be downloaded.', { type: 'error' }),
    );
  return (
    <Button label="Download PDF" onClick={() => void save()}>
      <DownloadIcon />
    </Button>
  );
}
