import { z } from 'zod';

/** An event a service's consumer parked: it could never be applied (GET /api/admin/parked-events). */
export const parkedEvent = z.object({
  id: z.string().describe('<service>:<consumer>:<stream>:<sequence>; what replay takes'),
  service: z.string(),
  consumer: z.string().describe('the durable consumer that parked it'),
  type: z.string().describe('the event type (its subject)'),
  reason: z.string().describe('why it could not be applied'),
  parked_at: z.string().describe('ISO time'),
  payload: z.string().describe('the message as it arrived (at most 64 KB)'),
});

export const parkedEventList = z.object({ records: z.array(parkedEvent) });

export const parkedEventParams = z.object({ id: z.string().min(1).max(400) });
