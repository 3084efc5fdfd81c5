import { Alert, Box, Button, Card, CardContent, Link, Tab, Tabs, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { Notification, useLogin } from 'react-admin';
import { ApiError } from '../api/api-error';
import { sendOtp } from '../api/auth-provider';

type FieldErrors = Record<string, string>;

/** The error of a failed sign-in, as people read it, and the field messages of a 422. */
function explain(err: unknown): { message: string; fields: FieldErrors; retryAfter?: number } {
  // react-admin may hand the error on as a plain object: read its status rather than its class.
  const status = (err as { status?: number } | undefined)?.status;
  if (status === 401) return { message: 'Wrong credentials: check them and try again.', fields: {} };
  if (err instanceof ApiError) {
    const fields = (err.status === 422 ? err.body?.errors : undefined) as FieldErrors | undefined;
    return { message: err.message, fields: fields ?? {}, retryAfter: err.retryAfter };
  }
  return { message: err instanceof Error ? err.message : 'Sign-in failed.', fields: {} };
}

/** Counts down the seconds of a 429's Retry-After. */
function useCountdown(): [number, (s: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return [left, setLeft];
}

/** Sign in by email and password, or by phone and a one-time code. */
export function LoginPage() {
  const login = useLogin();
  const [tab, setTab] = useState(0);
  const [values, setValues] = useState({ email: '', password: '', phone: '', otp: '' });
  const [error, setError] = useState<string>();
  const [info, setInfo] = useState<string>();
  const [fields, setFields] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useCountdown();

  const run = async (what: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    setFields({});
    try {
      await what();
    } catch (err) {
      const e = explain(err);
      setError(e.message);
      setFields(e.fields);
      if (e.retryAfter) setWait(e.retryAfter);
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => login(tab === 0 ? { email: values.email, password: values.password } : { phone: values.phone, otp: values.otp }));
  };
  const askCode = () =>
    void run(async () => {
      await sendOtp(values.phone);
      setInfo('A code was sent to this phone. Enter it below.');
    });
  const field = (name: keyof typeof values, label: string, type = 'text', autoComplete?: string) => (
    <TextField
      id={`login-${name}`}
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={!!fields[name]}
      helperText={fields[name]}
      fullWidth
      margin="normal"
      required
    />
  );
  const blocked = busy || wait > 0;

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Sign in to BMS admin
          </Typography>
          <Tabs value={tab} onChange={(_e, v: number) => { setTab(v); setError(undefined); setFields({}); }} aria-label="How to sign in" variant="fullWidth">
            <Tab label="Email" id="login-tab-email" aria-controls="login-panel" />
            <Tab label="Phone" id="login-tab-phone" aria-controls="login-panel" />
          </Tabs>
          <Box component="form" id="login-panel" role="tabpanel" onSubmit={submit} noValidate aria-describedby={error ? 'login-error' : undefined}>
            {tab === 0 ? (
              <>
                {field('email', 'Email', 'email', 'username')}
                {field('password', 'Password', 'password', 'current-password')}
              </>
            ) : (
              <>
                {field('phone', 'Phone', 'tel', 'tel')}
                <Button onClick={askCode} disabled={blocked || !values.phone} sx={{ mt: 1 }}>
                  Send me a code
                </Button>
                {info && <Alert severity="info" sx={{ mt: 1 }}>{info}</Alert>}
                {field('otp', 'One-time code', 'text', 'one-time-code')}
              </>
            )}
            {error && (
              <Alert id="login-error" severity="error" role="alert" sx={{ mt: 2 }}>
                {error}
                {wait > 0 && ` (${wait} s left)`}
              </Alert>
            )}
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={blocked}>
              {busy ? 'Signing in…' : 'Sign in'}
            </Button>
          </Box>
          <Typography sx={{ mt: 2 }}>
            <Link href="/admin/reset-password">Forgot your password?</Link>
          </Typography>
        </CardContent>
      </Card>
      {/* why the console came back here (a session that ended) */}
      <Notification />
    </Box>
  );
}
