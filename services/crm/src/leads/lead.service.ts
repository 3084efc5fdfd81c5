import type mongoose from 'mongoose';
import { leads } from '@bms/contracts';
import type { crm } from '@bms/protos';
import { type AuthedContext, type Counters, type OutboxRelay, Resource, searchFilter, searchTerms, Store } from '@bms/platform';
import type { CustomFieldValues } from '../custom-fields/custom-field-values';
import { leadEventData, toLead, toLeadSummary } from './lead.mapper';
import { type LeadDoc, leadModel } from './lead.model';

const terms = (l: Pick<LeadDoc, 'company_name' | 'contact_name' | 'email'>) => searchTerms(l.company_name, l.contact_name, l.email);

/** Leads (SPEC 4.6): prospects followed by an owner until won or lost; they carry custom field values. */
export class LeadService {
  readonly resource;

  constructor(
    conn: mongoose.Connection,
    counters: Counters,
    relay: OutboxRelay,
    private readonly customValues: CustomFieldValues,
  ) {
    this.resource = new Resource(new Store(leadModel(conn), counters, relay), {
      module: 'leads',
      noun: 'Lead',
      events: 'crm.lead',
      eventData: leadEventData,
      body: leads.leadBody,
      query: leads.leadListQuery,
      filter: (q) => ({
        ...searchFilter(q.search),
        ...(q.status ? { status: q.status } : {}),
        ...(q.source ? { source: q.source } : {}),
        ...(q.owner_id ? { owner_id: q.owner_id } : {}),
      }),
      toRecord: toLead,
      toListItem: toLeadSummary,
      create: async (b, ctx, before) => {
        const lead = {
          company_name: b.company_name,
          type: b.type ?? 'organization',
          contact_name: b.contact_name ?? '',
          email: b.email ?? '',
          phone: b.phone ?? '',
          website: b.website ?? '',
          address: b.address ?? '',
          city: b.city ?? '',
          state: b.state ?? '',
          zip: b.zip ?? '',
          country: b.country ?? '',
          status: b.status ?? 'new',
          source: b.source ?? '',
          owner_id: b.owner_id ?? before?.owner_id ?? ctx.caller.user_id,
          labels: b.labels ?? [],
          description: b.description ?? '',
          created_by: before?.created_by ?? ctx.caller.user_id,
          custom_fields: await customValues.forReplace('leads', b.custom_fields),
        };
        return { ...lead, search_terms: terms(lead) };
      },
      update: async (b, before) => {
        const changes: Partial<LeadDoc> = { ...(b as Partial<LeadDoc>) };
        if (b.custom_fields !== undefined) {
          changes.custom_fields = await customValues.forPatch('leads', b.custom_fields, before.custom_fields);
        }
        if (b.company_name !== undefined || b.contact_name !== undefined || b.email !== undefined) {
          changes.search_terms = terms({ ...before, ...changes });
        }
        return changes;
      },
    });
  }

  async get(id: number, ctx: AuthedContext): Promise<crm.LeadDetail> {
    ctx.caller.require('leads', 'read');
    const doc = await this.resource.find(id, ctx);
    return { record: toLead(doc), custom_fields: await this.customValues.visible('leads', doc.custom_fields) };
  }
}
