import type { ModuleRules, Store, StoredFields } from '@bms/platform';
import { ValidationError } from '@bms/platform';

/** A slug from a title: lower-case ASCII words joined by hyphens ("Über uns" → "uber-uns"). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 191)
    .replace(/-+$/, '');
}

/**
 * What pages have beyond a standard module (pages.module.ts): a slug,
 * made from the title when none is sent, that no other live page has (a
 * 422 on the field; two at the same moment: the unique index answers 409).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function pageRules(store: Store<StoredFields & Record<string, any>>): ModuleRules {
  const slugFor = async (sent: unknown, title: unknown, self?: number): Promise<string> => {
    const slug = typeof sent === 'string' ? sent : slugify(String(title ?? ''));
    if (!slug) throw ValidationError.field('slug', 'No slug can be made from this title; send one.');
    const other = await store.findOne({ slug });
    if (other && other._id !== self) throw ValidationError.field('slug', 'This slug is already taken.');
    return slug;
  };
  return {
    create: async (fields, _ctx, before) => ({ ...fields, slug: await slugFor(fields.slug, fields.title, before?._id) }),
    update: async (changes, before) => (changes.slug === undefined ? changes : { ...changes, slug: await slugFor(changes.slug, before.title, before._id) }),
  };
}
