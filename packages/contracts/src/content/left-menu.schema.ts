import { z } from 'zod';
import { CONTROL_CHARACTERS, isOneLine, requiredText } from '../common';

/** user: the caller's own menu; default: staff's; client_default: clients'. */
export const MENU_TYPES = ['user', 'default', 'client_default'] as const;

const url = z
  .string()
  .trim()
  .min(1, 'This field is required.')
  .max(2048, 'Must be at most 2048 characters.')
  // \S lets NUL, C1 controls and the bidi overrides through: a link is one line of text.
  .refine(isOneLine, CONTROL_CHARACTERS)
  .refine((s) => /^\/(?![/\\])\S*$/.test(s) || /^https?:\/\/[^\s/]+\S*$/i.test(s), 'Must be a path starting with / or an http(s) URL.');

export const leftMenuItemBody = z.object({
  title: requiredText(100),
  url,
  icon: z
    .string()
    .trim()
    .max(64, 'Must be at most 64 characters.')
    .regex(/^[\w -]*$/, 'Must be an icon name (letters, digits, - and _).')
    .optional(),
  position: z.number().int().min(1).max(1000).optional().meta({ description: '1 is first; after the last item by default' }),
  type: z.enum(MENU_TYPES).optional().meta({ description: 'which menu; the caller\'s own (user) by default' }),
});

export const leftMenuListQuery = z.object({
  type: z.enum(MENU_TYPES).optional().meta({ description: "a named menu; the caller's effective menu by default" }),
});

/**
 * The optional {type} of DELETE /api/left-menus/{type}; checked against
 * MENU_TYPES by the service (422). Bounded as every input is, but far past
 * any name: a path parameter the gateway refuses is a 404, which SPEC 4.11
 * does not list here.
 */
export const leftMenuTypeParams = z.object({ type: z.string().max(1000).meta({ description: MENU_TYPES.join(', ') }) });

export const menuTypeInput = z.object({ type: z.enum(MENU_TYPES).optional() });

export const leftMenuItem = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  icon: z.string(),
  position: z.number().int(),
  type: z.enum(MENU_TYPES),
});

export const leftMenuList = z.object({ records: z.array(leftMenuItem) });
