import type mongoose from 'mongoose';
import { checklists } from '@bms/contracts';
import type { work } from '@bms/protos';
import { isoDay, type Counters, type OutboxRelay, Resource, searchFilter, searchTerms, Store } from '@bms/platform';
import { type ChecklistTemplateDoc, checklistTemplateModel } from './checklist-template.model';

function toChecklistTemplate(c: ChecklistTemplateDoc): work.ChecklistTemplate {
  return { id: c._id, title: c.title, items: c.items ?? [], created_at: isoDay(c.created_at) };
}

/** Checklist templates (SPEC 4.6): a title and its items, in order. */
export class ChecklistTemplateService {
  readonly resource;

  constructor(conn: mongoose.Connection, counters: Counters, relay: OutboxRelay) {
    this.resource = new Resource(new Store(checklistTemplateModel(conn), counters, relay), {
      module: 'checklists',
      noun: 'Checklist template',
      events: 'work.checklist_template',
      body: checklists.checklistTemplateBody,
      query: checklists.checklistTemplateListQuery,
      filter: (q) => searchFilter(q.search),
      toRecord: toChecklistTemplate,
      create: (b) => ({ title: b.title, items: b.items ?? [], search_terms: searchTerms(b.title) }),
      update: (b) => ({ ...b, ...(b.title !== undefined ? { search_terms: searchTerms(b.title) } : {}) }),
    });
  }
}
