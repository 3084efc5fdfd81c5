import { z } from 'zod';
import { defineModule } from '../module';
import { PAGE_STATUSES, page, pageBody } from './page.schema';

/** Pages (SPEC 4.6): a standard module whose slug is unique (services/content/src/pages/page.rules.ts). */
export const pagesModule = defineModule({
  service: 'content',
  name: 'Page',
  plural: 'Pages',
  path: 'pages',
  tag: 'Pages',
  permission: 'pages',
  body: pageBody,
  filters: z.object({ status: z.enum(PAGE_STATUSES).optional() }),
  record: page,
  summary: page,
  search: ['title', 'slug'],
  unique: [['slug']],
  // A page's content can be long: its events say which page and its state.
  eventFields: ['slug', 'status'],
  defaults: { content: '', status: 'draft' },
});
