export * as invoices from './invoice.schema';
export * as itemCategories from './item-category.schema';
