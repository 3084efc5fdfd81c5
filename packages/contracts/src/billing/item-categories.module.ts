import { defineModule } from '../module';
import { z } from 'zod';
import { itemCategory, itemCategoryBody } from './item-category.schema';

/** Categories of the items invoices and estimates are made of (SPEC 4.6). */
export const itemCategoriesModule = defineModule({
  service: 'billing',
  name: 'ItemCategory',
  plural: 'ItemCategories',
  noun: 'Item category',
  path: 'item-categories',
  collection: 'item_categories',
  tag: 'Item categories',
  permission: 'item_categories',
  body: itemCategoryBody,
  filters: z.object({}),
  record: itemCategory,
  summary: itemCategory,
  search: ['title'],
  defaults: { description: '' },
});
