/** What a provider did with a message. */
export type Handover =
  | { ok: true; providerId: string | null }
  | {
      ok: false;
      /** the provider refused it for good (a bad address): no retry */
      permanent: boolean;
      /** what the provider answered, or why nothing came back; never the message's content */
      error: string;
    };

export interface EmailOut {
  /** the message's stable key: its Message-ID */
  key: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmsOut {
  key: string;
  to: string;
  text: string;
}

/** Hands emails to a mail server (or the log). */
export interface EmailProvider {
  readonly name: string;
  send(m: EmailOut, signal: AbortSignal): Promise<Handover>;
  close(): void;
}

/** Hands text messages to an SMS provider (or the log). */
export interface SmsProvider {
  readonly name: string;
  send(m: SmsOut, signal: AbortSignal): Promise<Handover>;
}

/** Resolves with what `work` came to, or with an abort once `signal` fires (the work itself may still finish). */
export function unlessAborted(work: Promise<Handover>, signal: AbortSignal): Promise<Handover> {
  if (signal.aborted) return Promise.resolve({ ok: false, permanent: false, error: 'aborted (the service is stopping)' });
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve({ ok: false, permanent: false, error: 'aborted (the service is stopping)' });
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
