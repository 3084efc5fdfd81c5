import { z } from 'zod';
import { dateString, id, isoTime, lineItems, multilineText, queryId } from '../common';

/** A date that may be cleared: '' or null means none. */
export const optionalDate = z.union([z.literal(''), dateString]).nullable();

/** A line as estimates and orders answer it: total = quantity × rate. */
export const pricedLineItem = z.object({
  title: z.string(),
  quantity: z.number(),
  rate: z.number(),
  total: z.number(),
});

type Dates<S extends string, E extends string, Start, End> = { [K in S]: Start } & { [K in E]: End };

/**
 * The schemas of a priced document for a client (estimates, orders): the
 * same fields but for the names of its two dates and its statuses.
 */
export function salesDocumentSchemas<S extends string, E extends string, St extends readonly [string, ...string[]]>(
  start: S,
  end: E,
  statuses: St,
  defaultStatus: St[number],
) {
  const bodyDates = {
    [start]: dateString,
    [end]: optionalDate.optional().meta({ description: `not before ${start}; empty or null for none` }),
  } as Dates<S, E, typeof dateString, z.ZodOptional<typeof optionalDate>>;
  const answerDates = { [start]: dateString, [end]: dateString.nullable() } as Dates<S, E, typeof dateString, z.ZodNullable<typeof dateString>>;
  return {
    statuses,
    body: z.object({
      client_id: id.meta({ description: 'a client of the CRM' }),
      ...bodyDates,
      status: z.enum(statuses).optional().meta({ description: `default ${defaultStatus}` }),
      items: lineItems,
      note: multilineText(5000).optional(),
    }),
    filters: z.object({ status: z.enum(statuses).optional(), client_id: queryId }),
    summary: z.object({
      id: z.number().int(),
      client_id: z.number().int(),
      ...answerDates,
      status: z.string(),
      total: z.number(),
      created_at: dateString,
    }),
    record: z.object({
      id: z.number().int(),
      client_id: z.number().int(),
      ...answerDates,
      status: z.string(),
      items: z.array(pricedLineItem),
      total: z.number().meta({ description: 'sum of quantity × rate, computed in minor units' }),
      note: z.string(),
      created_by: z.number().int(),
      created_at: dateString,
      updated_at: isoTime,
    }),
  };
}
