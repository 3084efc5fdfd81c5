import { Alert, Box, Button, Card, CardContent, Link, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../api/api-error';
import { api } from '../api/http-client';

type FieldErrors = Record<string, string>;

/**
 * What the link of a recovery or invitation email carries after '#' (never
 * sent to a server, so it stays out of logs and Referer): code=…, and
 * invited=1 for an invitation. A code typed in from the email works too.
 */
function fromLink(): { code: string; invited: boolean } {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, '') || window.location.search);
  return { code: params.get('code') ?? '', invited: params.get('invited') === '1' };
}

function problem(err: unknown): { message: string; fields: FieldErrors } {
  // An ApiError's body has each field's messages joined already.
  if (err instanceof ApiError) return { message: err.message, fields: ((err.status === 422 ? err.body?.errors : undefined) ?? {}) as FieldErrors };
  return { message: err instanceof Error ? err.message : 'The request failed.', fields: {} };
}

/** Asks for a recovery email (when the page is opened without a code). */
function RequestCode({ onCode }: { onCode: () => void }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<{ message: string; fields: FieldErrors }>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await api('auth/request-reset-password', { method: 'POST', body: { email } });
      setSent(true);
    } catch (err) {
      setError(problem(err));
    }
  };
  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
      <Typography>Enter the email address of your account: we send it a code and a link to choose a new password.</Typography>
      <TextField id="reset-email" label="Email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)}
        error={!!error?.fields.email} helperText={error?.fields.email} fullWidth margin="normal" required />
      {sent && <Alert severity="info" role="status">If the address is registered, an email is on its way. Follow its link, or enter its code.</Alert>}
      {error && !error.fields.email && <Alert severity="error" role="alert">{error.message}</Alert>}
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={!email}>Send me a code</Button>
      <Button onClick={onCode} fullWidth sx={{ mt: 1 }}>I have a code</Button>
    </Box>
  );
}

/**
 * The page a recovery or invitation email links to: the code comes from
 * the link (or is typed), the new password twice, and
 * POST /api/auth/change-password; then on to sign in. Public: no session.
 */
export function ResetPasswordPage() {
  const [link, setLink] = useState(fromLink);
  const [values, setValues] = useState({ code: link.code, password: '', retype_password: '' });
  const [askCode, setAskCode] = useState(!link.code);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; fields: FieldErrors }>();
  // A link opened in this tab while the page is open changes only the part after '#'.
  useEffect(() => {
    const opened = () => {
      const l = fromLink();
      if (!l.code) return;
      setLink(l);
      setValues({ code: l.code, password: '', retype_password: '' });
      setAskCode(false);
      setDone(false);
      setError(undefined);
    };
    window.addEventListener('hashchange', opened);
    return () => window.removeEventListener('hashchange', opened);
  }, []);
  const title = link.invited ? 'Welcome: choose your password' : 'Choose a new password';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await api('auth/change-password', { method: 'POST', body: values });
      setDone(true);
      // The code is used up: it leaves the address bar and the history entry.
      window.history.replaceState(null, '', window.location.pathname);
    } catch (err) {
      setError(problem(err));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof values, label: string, type: string, autoComplete: string) => (
    <TextField id={`reset-${name}`} name={name} label={label} type={type} autoComplete={autoComplete} value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })} error={!!error?.fields[name]} helperText={error?.fields[name]}
      fullWidth margin="normal" required />
  );

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>{askCode ? 'Forgot your password?' : title}</Typography>
          {done ? (
            <>
              <Alert severity="success" role="status">Your password has been changed. Sign in with it.</Alert>
              <Button href="/admin/login" variant="contained" fullWidth sx={{ mt: 2 }}>Sign in</Button>
            </>
          ) : askCode ? (
            <RequestCode onCode={() => setAskCode(false)} />
          ) : (
            <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
              {!link.code && field('code', 'Code from the email', 'text', 'one-time-code')}
              {field('password', 'New password', 'password', 'new-password')}
              {field('retype_password', 'New password again', 'password', 'new-password')}
              {error && (
                <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                  {error.fields.code ? `${error.fields.code} Ask for a new one below.` : error.message}
                </Alert>
              )}
              <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy}>{busy ? 'Saving…' : 'Save the password'}</Button>
              <Button onClick={() => setAskCode(true)} fullWidth sx={{ mt: 1 }}>Ask for a new code</Button>
            </Box>
          )}
          <Typography sx={{ mt: 2 }}><Link href="/admin/login">Back to sign-in</Link></Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
