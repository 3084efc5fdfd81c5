import { z } from 'zod';
import { CONTROL_CHARACTERS, dateString, id, isLinesOfText } from '../common';

const name = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'This field is required.')
    .max(max, `Must be at most ${max} characters.`)
    .regex(/^[\w.:-]+$/, 'Must be letters, digits, _ . : or -.');

// Kept as sent, not trimmed: a client's own data. Text of several lines (a
// user agent, a note) keeps its tabs and line breaks; other control
// characters are refused, as in any text of ours.
const metadataValue = z.string().max(1000, 'Must be at most 1000 characters.').refine(isLinesOfText, CONTROL_CHARACTERS);

export const trackEventBody = z
  .object({
    type: name(64).meta({ example: 'email_opened' }),
    related_type: name(64).optional().meta({ example: 'invoice', description: 'the kind of record the event is about' }),
    related_id: id.optional().meta({ description: 'the id of that record' }),
    metadata: z
      .record(name(64), z.union([metadataValue, z.number(), z.boolean()]).transform(String))
      .refine((m) => Object.keys(m).length <= 50, 'At most 50 keys.')
      .meta({ maxProperties: 50 })
      .optional()
      .meta({ description: 'free key → value pairs (values are kept as text)' }),
  })
  .superRefine((b, ctx) => {
    if (b.related_id !== undefined && !b.related_type)
      ctx.addIssue({ code: 'custom', path: ['related_type'], message: 'Required with related_id.' });
  });

/** At least 128 random bits, URL-safe. */
export const randomIdParams = z.object({ random_id: z.string().max(64).regex(/^[A-Za-z0-9_-]{22,64}$/) });

export const trackedEvent = z.object({
  random_id: z.string(),
  type: z.string(),
  related_type: z.string().nullable(),
  related_id: z.number().int().nullable(),
  metadata: z.record(z.string(), z.string()),
  created_by: z.number().int(),
  created_at: dateString,
});
