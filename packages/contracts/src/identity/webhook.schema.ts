import { z } from 'zod';
import { multilineText, pageQuery } from '../common';

/**
 * The domains whose events a webhook may receive. Notifications (`notify`)
 * are not among them: they carry one-time codes, which must never leave.
 */
export const WEBHOOK_DOMAINS = ['identity', 'crm', 'work', 'billing', 'content', 'files'] as const;

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

const TOKEN = /^[A-Za-z0-9_-]+$/;

/** The words of every event type: domain.entity.verb (crm.client.created). */
const EVENT_TYPE_WORDS = 3;

/**
 * Whether a pattern of these tokens can match an event type at all: `>`
 * (last) stands for one word or more, every other token for exactly one.
 * Any other length (`*`, `*.*`, `crm.client`, `crm.client.created.>`) would
 * be stored and never deliver.
 */
function fitsEventTypes(tokens: string[]): boolean {
  return tokens[tokens.length - 1] === '>' ? tokens.length <= EVENT_TYPE_WORDS : tokens.length === EVENT_TYPE_WORDS;
}

/**
 * Why `pattern` is not an event pattern, or null when it is one: NATS
 * subject tokens separated by dots, `*` for exactly one token, `>` (last)
 * for one or more, in a domain webhooks are fed from, shaped to match
 * event types (three words).
 */
export function eventPatternProblem(pattern: string): string | null {
  const tokens = pattern.split('.');
  for (const [i, t] of tokens.entries()) {
    if (t === '>' && i === tokens.length - 1) continue;
    if (t !== '*' && !TOKEN.test(t))
      return 'Must be an event type such as billing.invoice.created: words of letters, digits, _ or - joined by dots, * for one word, > (last) for the rest.';
  }
  const domain = tokens[0]!;
  if (domain === 'notify') return 'Notification events are never sent by webhook.';
  if (domain !== '*' && domain !== '>' && !(WEBHOOK_DOMAINS as readonly string[]).includes(domain))
    return `Unknown domain "${domain}"; one of ${WEBHOOK_DOMAINS.join(', ')} (or * / >).`;
  if (!fitsEventTypes(tokens))
    return `"${pattern}" matches no event type: event types are three words (domain.entity.verb, such as crm.client.created), so a pattern is three words (* for any one) or ends in > for the rest (crm.>, crm.client.>).`;
  return null;
}

export const eventPattern = z
  .string()
  .trim()
  .min(1, 'This field is required.')
  .max(200, 'Must be at most 200 characters.')
  .superRefine((p, ctx) => {
    const problem = eventPatternProblem(p);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({ example: 'billing.invoice.*' });

/** Where deliveries go: an absolute http(s) URL without credentials (the service also checks where it points). */
export const webhookUrl = z
  .string()
  .trim()
  .min(1, 'This field is required.')
  .max(2000, 'Must be at most 2000 characters.')
  .superRefine((s, ctx) => {
    let u: URL;
    try {
      u = new URL(s);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Must be an absolute URL such as https://example.com/hooks/bms.' });
      return;
    }
    if (u.protocol !== 'https:' && u.protocol !== 'http:') ctx.addIssue({ code: 'custom', message: 'Must be an https URL.' });
    else if (u.username || u.password)
      ctx.addIssue({ code: 'custom', message: 'Must not carry a user name or password; the signature authenticates deliveries.' });
    else if (u.hash) ctx.addIssue({ code: 'custom', message: 'Must not carry a #fragment.' });
  })
  .meta({ example: 'https://example.com/hooks/bms', description: 'https; http and private addresses only where configuration allows them' });

export const webhookBody = z.object({
  url: webhookUrl,
  events: z
    .array(eventPattern)
    .min(1, 'At least one event pattern is required.')
    .max(50, 'At most 50 patterns.')
    // A repeat subscribes to nothing more: each pattern is stored once, where it first came.
    .transform((patterns) => [...new Set(patterns)])
    .meta({
      description: 'event types or patterns of three words (* is any one word), or ending in > for the rest; a pattern repeated is kept once',
      example: ['billing.invoice.*', 'crm.>'],
    }),
  secret: z
    .string()
    .max(200, 'Must be 16 to 200 printable characters without spaces.')
    .regex(/^[\x21-\x7e]{16,200}$/, 'Must be 16 to 200 printable characters without spaces.')
    .optional()
    .meta({ description: 'signing secret; generated when left out on create (and shown once), kept when left out on update' }),
  active: z.boolean().optional().meta({ description: 'deliveries are made while active (default true)' }),
  // What the subscription is for, in as many lines as it takes (as the other descriptions).
  description: multilineText(500).optional(),
});

export const webhookListQuery = pageQuery.extend({
  active: z.enum(['true', 'false'], 'Must be true or false.').optional(),
});

export const deliveryListQuery = pageQuery.extend({
  status: z.enum(DELIVERY_STATUSES).optional(),
});

export const webhook = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  description: z.string(),
  created_at: z.string().meta({ format: 'date-time' }),
  updated_at: z.string().meta({ format: 'date-time' }),
});

export const webhookCreated = z.object({
  record: webhook,
  secret: z.string().meta({ description: 'the signing secret, shown this once' }),
});

const time = z.string().meta({ format: 'date-time' }).nullable();

export const delivery = z.object({
  id: z.number().int().meta({ description: 'also sent as X-Webhook-Id' }),
  webhook_id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_response_code: z.number().int().nullable().meta({ description: 'HTTP status of the last attempt; null when none came back' }),
  last_error: z.string().nullable(),
  created_at: z.string().meta({ format: 'date-time' }),
  last_attempt_at: time,
  next_attempt_at: time.meta({ description: 'when the next attempt is due, while pending' }),
  delivered_at: time,
});
