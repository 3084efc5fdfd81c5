import { z } from 'zod';
import { dateString, id, isOneLine, isoTime, pageQuery } from '../common';

/** A folder or file name: no path separators, nothing a line of text refuses (isOneLine), not . or .. */
export const entryName = z
  .string()
  .trim()
  .min(1, 'This field is required.')
  .max(255, 'Must be at most 255 characters.')
  .refine((s) => !/[/\\]/.test(s) && isOneLine(s), 'Must not contain / \\ or control characters.')
  .refine((s) => s !== '.' && s !== '..', 'Must not be . or ..');

/** The folder something is in: an id, or 0 / null for the root. */
export const folderRef = z.union([z.literal(0), id]).nullable();

export const folderBody = z.object({
  name: entryName,
  parent_id: folderRef.optional().meta({ description: 'the folder it is in; the root (null or 0) by default' }),
});

/** A folder named in a query string or a form field: its id, or 0 for the root (as a body's folderRef). */
const folderParam = z
  .string()
  .regex(/^(0|[1-9]\d{0,15})$/, 'Must be a folder id, or 0 for the root.')
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER, `Must be at most ${Number.MAX_SAFE_INTEGER}.`))
  .optional()
  .meta({ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

export const entryListQuery = z.object({
  folder_id: folderParam.meta({ description: 'the folder to list (0 or none: the root)' }),
  // Which 1,000 folders and 1,000 files, by name; while more follow, the answer links the next page (Link, rel="next").
  page: pageQuery.shape.page,
});

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const folderDeleteQuery = z.object({
  recursive: flag.meta({ description: 'also delete everything inside (a non-empty folder is refused otherwise: 409)' }),
});

/** A small file sent as JSON (the gateway's JSON body limit applies). */
export const uploadJsonBody = z.object({
  name: entryName,
  folder_id: folderRef.optional(),
  content_base64: z
    .string()
    // Within the JSON body limit (1 MB by default): a larger file goes as multipart/form-data.
    .max(1_000_000, 'The file is too large for a JSON upload (about 730 KB at most); send it as multipart/form-data.')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Must be base64.')
    .refine((s) => s.length % 4 === 0, 'Must be base64.'),
});

/** An upload as multipart/form-data (streamed; the size limit applies). */
export const uploadMultipartBody = z.object({
  file: z.string().meta({ format: 'binary', description: 'the file; its name is the part\'s filename' }),
  folder_id: folderParam.meta({ description: 'the folder (0 or none: the root)' }),
});

export const entry = z.object({
  id: z.number().int(),
  type: z.enum(['folder', 'file']),
  name: z.string(),
  folder_id: z.number().int().nullable().meta({ description: 'the folder it is in; null: the root' }),
  size: z.number().int().nullable(),
  content_type: z.string().nullable(),
  sha256: z.string().nullable(),
  created_by: z.number().int(),
  created_at: dateString,
});

export const entryList = z.object({ records: z.array(entry) });

export const folder = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  created_by: z.number().int(),
  created_at: dateString,
  updated_at: isoTime,
});

export const file = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  folder_id: z.number().int().nullable(),
  uploaded_by: z.number().int(),
  created_at: dateString,
  sha256: z.string(),
  download_url: z.string(),
});
