import type mongoose from 'mongoose';
import { pages } from '@bms/contracts';
import type { content } from '@bms/protos';
import { isoDay, type Counters, type OutboxRelay, Resource, searchFilter, searchTerms, Store, ValidationError } from '@bms/platform';
import { type PageDoc, pageModel } from './page.model';

function toPage(p: PageDoc): content.Page {
  return {
    id: p._id,
    title: p.title,
    slug: p.slug,
    content: p.content ?? '',
    status: p.status,
    created_by: p.created_by,
    created_at: isoDay(p.created_at),
    updated_at: p.updated_at.toISOString(),
  };
}

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

/** Pages (SPEC 4.6): a standard module with a unique slug. */
export class PageService {
  readonly resource;

  constructor(conn: mongoose.Connection, counters: Counters, relay: OutboxRelay) {
    const store = new Store(pageModel(conn), counters, relay);

    const slugFor = async (sent: string | undefined, title: string, self?: number): Promise<string> => {
      const slug = sent ?? slugify(title);
      if (!slug) throw ValidationError.field('slug', 'No slug can be made from this title; send one.');
      const other = await store.findOne({ slug });
      if (other && other._id !== self) throw ValidationError.field('slug', 'This slug is already taken.');
      return slug;
    };

    this.resource = new Resource(store, {
      module: 'pages',
      noun: 'Page',
      events: 'content.page',
      eventData: (p) => ({ id: p._id, slug: p.slug, status: p.status }),
      body: pages.pageBody,
      query: pages.pageListQuery,
      filter: (q) => ({ ...searchFilter(q.search), ...(q.status ? { status: q.status } : {}) }),
      toRecord: toPage,
      create: async (b, ctx, before) => {
        const slug = await slugFor(b.slug, b.title, before?._id);
        return {
          title: b.title,
          slug,
          content: b.content ?? '',
          status: b.status ?? 'draft',
          created_by: before?.created_by ?? ctx.caller.user_id,
          search_terms: searchTerms(b.title, slug),
        };
      },
      update: async (b, before) => {
        const changes: Partial<PageDoc> = { ...(b as Partial<PageDoc>) };
        if (b.slug !== undefined) changes.slug = await slugFor(b.slug, before.title, before._id);
        if (b.title !== undefined || b.slug !== undefined)
          changes.search_terms = searchTerms(b.title ?? before.title, changes.slug ?? before.slug);
        return changes;
      },
    });
  }
}
