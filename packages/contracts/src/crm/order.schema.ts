import { z } from 'zod';
import { dateString, id, isoTime, lineItems, pageQuery, queryId, searchParam, text } from '../common';
import { optionalDate, pricedLineItem } from './sales.schema';

export const ORDER_STATUSES = ['new', 'processing', 'completed', 'cancelled'] as const;

export const orderBody = z.object({
  client_id: id.meta({ description: 'a client of the CRM' }),
  order_date: dateString,
  due_date: optionalDate.optional().meta({ description: 'not before order_date; empty or null for none' }),
  status: z.enum(ORDER_STATUSES).optional().meta({ description: 'default new' }),
  items: lineItems,
  note: text(5000).optional(),
});

export const orderListQuery = pageQuery.extend({
  search: searchParam.meta({ description: "prefix of a word of an item's title or of the client's name" }),
  status: z.enum(ORDER_STATUSES).optional(),
  client_id: queryId,
});

export const orderSummary = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  order_date: dateString,
  due_date: dateString.nullable(),
  status: z.string(),
  total: z.number(),
  created_at: dateString,
});

export const order = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  order_date: dateString,
  due_date: dateString.nullable(),
  status: z.string(),
  items: z.array(pricedLineItem),
  total: z.number().meta({ description: 'sum of quantity × rate, computed in minor units' }),
  note: z.string(),
  created_by: z.number().int(),
  created_at: dateString,
  updated_at: isoTime,
});
