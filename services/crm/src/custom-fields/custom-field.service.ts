import type mongoose from 'mongoose';
import { customFields } from '@bms/contracts';
import { type Counters, type OutboxRelay, Resource, searchFilter, searchTerms, ValidationError, Store } from '@bms/platform';
import { toCustomField } from './custom-field.mapper';
import { type CustomFieldDoc, customFieldModel } from './custom-field.model';
import { CustomFieldValues } from './custom-field-values';
import { optionsProblem } from './field-value';

/** The fields' own rules, on the record as it will be after a write. */
function checkField(f: Pick<CustomFieldDoc, 'type' | 'options'>): void {
  const problem = optionsProblem(f.type, f.options);
  if (problem) throw ValidationError.field('options', problem);
}

/**
 * Custom fields (SPEC 4.6): which kind of record a field belongs to, its
 * type, options, whether it is required, and its place in the order. Their
 * values live on the records (see CustomFieldValues).
 */
export class CustomFieldService {
  readonly resource;
  readonly values: CustomFieldValues;

  constructor(conn: mongoose.Connection, counters: Counters, relay: OutboxRelay) {
    const store = new Store(customFieldModel(conn), counters, relay);
    this.values = new CustomFieldValues(store);
    this.resource = new Resource(store, {
      module: 'custom_fields',
      noun: 'Custom field',
      body: customFields.customFieldBody,
      query: customFields.customFieldListQuery,
      filter: (q) => ({
        ...searchFilter(q.search),
        ...(q.related_to ? { related_to: q.related_to } : {}),
        ...(q.type ? { type: q.type } : {}),
      }),
      sort: { sort: 1, _id: 1 },
      toRecord: toCustomField,
      create: (b, _ctx, before) => {
        if (before && b.related_to !== before.related_to) {
          throw ValidationError.field('related_to', 'The kind of record of a field cannot change.');
        }
        const fields = {
          title: b.title,
          placeholder: b.placeholder ?? '',
          related_to: b.related_to,
          type: b.type,
          options: b.options ?? [],
          required: b.required ?? false,
          sort: b.sort ?? 0,
          search_terms: searchTerms(b.title),
        };
        checkField(fields);
        return fields;
      },
      update: (b, before) => {
        if (b.related_to !== undefined && b.related_to !== before.related_to) {
          throw ValidationError.field('related_to', 'The kind of record of a field cannot change.');
        }
        const changes: Partial<CustomFieldDoc> = { ...(b as Partial<CustomFieldDoc>) };
        // A field that stops being a select drops its options unless new ones are sent.
        if (b.type && !customFields.CHOICE_TYPES.includes(b.type) && b.options === undefined) changes.options = [];
        if (b.title !== undefined) changes.search_terms = searchTerms(b.title);
        checkField({ ...before, ...changes });
        return changes;
      },
    });
  }
}
