import type mongoose from 'mongoose';
import { itemCategories } from '@bms/contracts';
import type { billing } from '@bms/protos';
import { isoDay, type Counters, type OutboxRelay, Resource, searchFilter, searchTerms, Store } from '@bms/platform';
import { type ItemCategoryDoc, itemCategoryModel } from './item-category.model';

function toItemCategory(c: ItemCategoryDoc): billing.ItemCategory {
  return { id: c._id, title: c.title, description: c.description ?? '', created_at: isoDay(c.created_at) };
}

/** Item categories (SPEC 4.6). */
export class ItemCategoryService {
  readonly resource;

  constructor(conn: mongoose.Connection, counters: Counters, relay: OutboxRelay) {
    this.resource = new Resource(new Store(itemCategoryModel(conn), counters, relay), {
      module: 'item_categories',
      noun: 'Item category',
      events: 'billing.item_category',
      body: itemCategories.itemCategoryBody,
      query: itemCategories.itemCategoryListQuery,
      filter: (q) => searchFilter(q.search),
      toRecord: toItemCategory,
      create: (b) => ({ title: b.title, description: b.description ?? '', search_terms: searchTerms(b.title) }),
      update: (b) => ({ ...b, ...(b.title !== undefined ? { search_terms: searchTerms(b.title) } : {}) }),
    });
  }
}
