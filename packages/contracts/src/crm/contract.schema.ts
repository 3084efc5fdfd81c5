import { z } from 'zod';
import { dateString, isoTime, money, multilineText, requiredText } from '../common';
import { optionalDate } from './sales.schema';

export const CONTRACT_STATUSES = ['draft', 'sent', 'signed', 'declined', 'cancelled'] as const;

export const contractBody = z.object({
  title: requiredText(191),
  start_date: dateString,
  end_date: optionalDate.optional().meta({ description: 'not before start_date; empty or null for open-ended' }),
  value: money.optional().meta({ description: 'the contract value (default 0)' }),
  status: z.enum(CONTRACT_STATUSES).optional().meta({ description: 'default draft' }),
  content: multilineText(100_000).optional().meta({ description: 'the terms' }),
});

export const contract = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  title: z.string(),
  start_date: dateString,
  end_date: dateString.nullable(),
  value: z.number(),
  status: z.string(),
  content: z.string(),
  created_by: z.number().int(),
  created_at: dateString,
  updated_at: isoTime,
});
