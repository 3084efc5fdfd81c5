import { send, type SendResult, signature } from '../../webhooks/sender';
import { TargetPolicy, TargetRefused } from '../../webhooks/target-policy';
import type { Handover, SmsProvider } from './provider';

/**
 * POSTs to the one URL the configuration names, through the webhooks'
 * sender: the host resolved once per attempt and connected to as
 * resolved, TLS verified, no redirect followed, the whole exchange within
 * `timeoutMs`. The host is the operator's, so the webhooks' rule against
 * private addresses does not apply to it.
 */
function poster(url: string, timeoutMs: number) {
  const u = new URL(url);
  const policy = new TargetPolicy([{ host: u.hostname, port: null }]);
  return async (body: string, headers: Record<string, string>, signal: AbortSignal): Promise<SendResult> => {
    try {
      return await send(await policy.resolve(url), body, headers, timeoutMs, signal);
    } catch (err) {
      if (err instanceof TargetRefused) return { ok: false, status: null, error: err.message };
      throw err;
    }
  };
}

/** The provider's answer in a line (its JSON error when it sent one). */
function answer(r: SendResult, what: (json: Record<string, unknown>) => string | undefined): string {
  let detail: string | undefined;
  try {
    detail = r.body ? what(JSON.parse(r.body) as Record<string, unknown>) : undefined;
  } catch {
    detail = r.body?.replace(/\s+/g, ' ').slice(0, 200);
  }
  return [r.error, detail].filter(Boolean).join(': ').slice(0, 400);
}

/** Retried: no answer, 408, 429 and 5xx, and the provider refusing our credentials (fixed by the operator, not the message). */
const transient = (status: number | null) => status === null || status === 401 || status === 403 || status === 408 || status === 429 || status >= 500;

export interface TwilioOptions {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs: number;
}

/** Text messages through Twilio's Messages resource: a form POST with basic auth (To, From, Body). */
export function twilioSms(o: TwilioOptions): SmsProvider {
  const url = `${o.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(o.accountSid)}/Messages.json`;
  const post = poster(url, o.timeoutMs);
  const auth = `Basic ${Buffer.from(`${o.accountSid}:${o.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(m, signal): Promise<Handover> {
      const body = new URLSearchParams({ To: m.to, From: o.from, Body: m.text }).toString();
      const r = await post(body, { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', Authorization: auth }, signal);
      if (r.ok) {
        let sid: string | null = null;
        try {
          sid = String((JSON.parse(r.body ?? '{}') as { sid?: string }).sid ?? '') || null;
        } catch {
          /* accepted all the same */
        }
        return { ok: true, providerId: sid };
      }
      const error = answer(r, (j) => (j.message ? `${j.code ?? ''} ${String(j.message)}`.trim() : undefined));
      return { ok: false, permanent: !transient(r.status), error: `Twilio ${error}` };
    },
  };
}

export interface SmsWebhookOptions {
  url: string;
  secret: string;
  timeoutMs: number;
}

/**
 * Text messages to any gateway as a JSON POST {id, to, text}, signed as
 * outgoing webhooks are (X-Signature: t=…,v1=HMAC-SHA256 of "t.body"); `id`
 * is the same on every attempt, for the gateway to drop a repeat.
 */
export function webhookSms(o: SmsWebhookOptions): SmsProvider {
  const post = poster(o.url, o.timeoutMs);
  return {
    name: 'webhook',
    async send(m, signal): Promise<Handover> {
      const body = JSON.stringify({ id: m.key, to: m.to, text: m.text });
      const r = await post(body, { 'Content-Type': 'application/json', 'X-Message-Id': m.key, 'X-Signature': signature(o.secret, body) }, signal);
      if (r.ok) return { ok: true, providerId: null };
      return { ok: false, permanent: !transient(r.status), error: `SMS webhook ${answer(r, (j) => (j.message ?? j.error) as string | undefined)}` };
    },
  };
}
