import type { z } from 'zod';
import type { client } from './crm/client.schema';

/**
 * The payloads of the events other services consume, by entity: one
 * contract that the publisher's event data and every consumer's reading of
 * it are both typed against, so that a field renamed on one side does not
 * compile on the other. `version` is added by the store on every write.
 */
export interface EventPayloads {
  /** what crm's clients module publishes (clients.module.ts eventFields) */
  'crm.client': { id: number } & Pick<z.output<typeof client>, 'company_name' | 'currency_symbol' | 'status'>;
  'identity.user': {
    id: number;
    first_name: string;
    last_name: string;
    email: string | null;
    user_type: string;
    status: string;
    role_id: number;
  };
}

export type EventEntity = keyof EventPayloads;

/** An event's data as a consumer receives it: the publisher's payload and the record's version. */
export type EventData<E extends EventEntity> = EventPayloads[E] & { version: number };

/** The subject verbs every entity's events use. */
export const EVENT_VERBS = ['created', 'updated', 'deleted', 'restored'] as const;
