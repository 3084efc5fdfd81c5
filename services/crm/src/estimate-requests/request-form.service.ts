import type mongoose from 'mongoose';
import type { z } from 'zod';
import { estimateRequests } from '@bms/contracts';
import type { crm } from '@bms/protos';
import {
  asQuery,
  type AuthedContext,
  type Counters,
  type FieldErrors,
  NotFound,
  type OutboxRelay,
  parseInput,
  Resource,
  searchFilter,
  searchTerms,
  Store,
  ValidationError,
} from '@bms/platform';
import { optionsProblem } from '../custom-fields/field-value';
import { toFormField, toRequestForm, toRequestFormSummary } from './estimate-request.mapper';
import { type FormField, type RequestFormDoc, requestFormModel } from './request-form.model';

type FieldInput = z.output<typeof estimateRequests.requestFormFieldBody>;

/** The most forms a list shows (the list has no paging, SPEC 2.1). */
const MAX_FORMS = 1000;

/**
 * Estimate-request forms (SPEC 4.9): managed by holders of the
 * estimate_requests permissions; active forms are read by every signed-in
 * user (the spec lists no 403 for them), inactive ones only by managers.
 */
export class RequestFormService {
  readonly resource;
  private readonly store: Store<RequestFormDoc>;

  constructor(
    conn: mongoose.Connection,
    private readonly counters: Counters,
    relay: OutboxRelay,
  ) {
    this.store = new Store(requestFormModel(conn), counters, relay);
    this.resource = new Resource(this.store, {
      module: 'estimate_requests',
      noun: 'Form',
      body: estimateRequests.requestFormBody,
      query: estimateRequests.requestFormListQuery,
      toRecord: toRequestForm,
      create: async (b, _ctx, before) => ({
        title: b.title,
        description: b.description ?? '',
        status: b.status ?? 'active',
        fields: await this.formFields(b.fields ?? [], before?.fields ?? []),
        search_terms: searchTerms(b.title),
      }),
      update: async (b, before) => {
        const changes: Partial<RequestFormDoc> = { ...(b as Partial<RequestFormDoc>) };
        if (b.fields !== undefined) changes.fields = await this.formFields(b.fields, before.fields ?? []);
        if (b.title !== undefined) changes.search_terms = searchTerms(b.title);
        return changes;
      },
    });
  }

  /**
   * The fields of a form as sent: a field with an id keeps it (and the
   * answers given to it); a new one gets a fresh id.
   */
  private async formFields(input: FieldInput[], existing: FormField[]): Promise<FormField[]> {
    const known = new Set(existing.map((f) => f.id));
    const seen = new Set<number>();
    const errors: FieldErrors = {};
    input.forEach((f, i) => {
      if (f.id !== undefined) {
        if (!known.has(f.id)) errors[`fields.${i}.id`] = ['No such field in this form.'];
        else if (seen.has(f.id)) errors[`fields.${i}.id`] = ['The field is listed twice.'];
        seen.add(f.id);
      }
      const problem = optionsProblem(f.type, f.options ?? []);
      if (problem) errors[`fields.${i}.options`] = [problem];
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const out: FormField[] = [];
    for (const f of input) {
      out.push({
        id: f.id ?? (await this.counters.next('request_form_fields')),
        title: f.title,
        type: f.type,
        options: f.options ?? [],
        required: f.required ?? false,
        placeholder: f.placeholder ?? '',
      });
    }
    return out;
  }

  private isManager(ctx: AuthedContext): boolean {
    return ctx.caller.can('estimate_requests', 'read');
  }

  /** A form the caller may see: active, or any for managers. */
  async visible(id: number, ctx: AuthedContext): Promise<RequestFormDoc> {
    const doc = await this.store.findById(id);
    if (!doc || (doc.status !== 'active' && !this.isManager(ctx))) throw new NotFound('Form not found.');
    return doc;
  }

  /** A form that takes requests now. */
  async open(id: number): Promise<RequestFormDoc> {
    const doc = await this.store.findById(id);
    if (!doc || doc.status !== 'active') throw new NotFound('Form not found.');
    return doc;
  }

  async list(req: object, ctx: AuthedContext): Promise<crm.RequestFormList> {
    const q = parseInput(estimateRequests.requestFormListQuery, asQuery(req));
    const manager = this.isManager(ctx);
    if (!manager && q.status === 'inactive') return { records: [] };
    const status = manager ? q.status : 'active';
    const docs = await this.store.find({ ...searchFilter(q.search), ...(status ? { status } : {}) }, MAX_FORMS);
    return { records: docs.map(toRequestFormSummary) };
  }

  async get(id: number, ctx: AuthedContext): Promise<crm.RequestFormRecord> {
    return { record: toRequestForm(await this.visible(id, ctx)) };
  }

  async fields(id: number, ctx: AuthedContext): Promise<crm.RequestFormFieldList> {
    const form = await this.visible(id, ctx);
    return { records: (form.fields ?? []).map(toFormField) };
  }
}

/** proto sends 0 for a field without id: a new field. */
export function withNewFieldIds<R extends { input?: unknown }>(req: R): R {
  const input = req.input as { fields?: Array<{ id?: number }> } | null | undefined;
  if (!input?.fields) return req;
  return { ...req, input: { ...input, fields: input.fields.map(({ id, ...f }) => (id ? { id, ...f } : f)) } };
}
