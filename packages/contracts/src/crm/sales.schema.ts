import { z } from 'zod';
import { dateString } from '../common';

/** A date that may be cleared: '' or null means none. */
export const optionalDate = z.union([z.literal(''), dateString]).nullable();

/** A line as estimates and orders answer it: total = quantity × rate. */
export const pricedLineItem = z.object({
  title: z.string(),
  quantity: z.number(),
  rate: z.number(),
  total: z.number(),
});
