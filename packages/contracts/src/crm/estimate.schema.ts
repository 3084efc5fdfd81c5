import { z } from 'zod';
import { dateString, id, isoTime, lineItems, pageQuery, queryId, searchParam, text } from '../common';
import { optionalDate, pricedLineItem } from './sales.schema';

export const ESTIMATE_STATUSES = ['draft', 'sent', 'accepted', 'declined'] as const;

export const estimateBody = z.object({
  client_id: id.meta({ description: 'a client of the CRM' }),
  estimate_date: dateString,
  valid_until: optionalDate.optional().meta({ description: 'not before estimate_date; empty or null for none' }),
  status: z.enum(ESTIMATE_STATUSES).optional().meta({ description: 'default draft' }),
  items: lineItems,
  note: text(5000).optional(),
});

export const estimateListQuery = pageQuery.extend({
  search: searchParam.meta({ description: "prefix of a word of an item's title or of the client's name" }),
  status: z.enum(ESTIMATE_STATUSES).optional(),
  client_id: queryId,
});

export const estimateSummary = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  estimate_date: dateString,
  valid_until: dateString.nullable(),
  status: z.string(),
  total: z.number(),
  created_at: dateString,
});

export const estimate = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  estimate_date: dateString,
  valid_until: dateString.nullable(),
  status: z.string(),
  items: z.array(pricedLineItem),
  total: z.number().meta({ description: 'sum of quantity × rate, computed in minor units' }),
  note: z.string(),
  created_by: z.number().int(),
  created_at: dateString,
  updated_at: isoTime,
});
