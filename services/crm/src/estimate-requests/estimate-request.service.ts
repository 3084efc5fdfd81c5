import type mongoose from 'mongoose';
import { estimateRequests } from '@bms/contracts';
import type { crm } from '@bms/protos';
import {
  type AuthedContext,
  type Counters,
  dropDefaults,
  type FieldErrors,
  newEvent,
  NotFound,
  type OutboxRelay,
  type Page,
  parseInput,
  parseListRequest,
  searchFilter,
  searchTerms,
  Store,
  ValidationError,
} from '@bms/platform';
import { checkValue, isBlank } from '../custom-fields/field-value';
import { toEstimateRequest } from './estimate-request.mapper';
import { type EstimateRequestDoc, estimateRequestModel } from './estimate-request.model';
import type { RequestFormReads } from './request-form.reads';
import type { FormField } from './request-form.rules';

/** The answers checked against the form's fields: known fields, typed values, required ones given. */
export function checkAnswers(fields: readonly FormField[], sent: Record<string, string>): Record<string, string> {
  const byId = new Map(fields.map((f) => [String(f.id), f]));
  const answers: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const [key, raw] of Object.entries(sent)) {
    const field = byId.get(key);
    if (!field) {
      errors[`answers.${key}`] = ['No such field in this form.'];
      continue;
    }
    if (isBlank(field, raw)) continue;
    const r = checkValue(field, raw);
    if (r.ok) answers[key] = r.value;
    else errors[`answers.${key}`] = [r.message];
  }
  for (const f of fields) {
    const key = String(f.id);
    if (f.required && answers[key] === undefined && !errors[`answers.${key}`]) errors[`answers.${key}`] = ['This field is required.'];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return answers;
}

/**
 * Estimate requests (SPEC 4.9): any signed-in user submits one through an
 * active form; holders of estimate_requests read them.
 */
export class EstimateRequestService {
  private readonly store: Store<EstimateRequestDoc>;

  constructor(
    conn: mongoose.Connection,
    counters: Counters,
    relay: OutboxRelay,
    private readonly forms: RequestFormReads,
  ) {
    this.store = new Store(estimateRequestModel(conn), counters, relay);
  }

  async submit(req: { input?: unknown }, ctx: AuthedContext): Promise<crm.EstimateRequestRecord> {
    const b = parseInput(estimateRequests.estimateRequestBody, dropDefaults((req.input ?? {}) as object));
    const form = await this.forms.open(b.form_id);
    const answers = checkAnswers(form.fields ?? [], b.answers ?? {});
    const doc = await this.store.create(
      {
        form_id: form._id,
        name: b.name,
        email: b.email,
        phone: b.phone ?? '',
        company_name: b.company_name ?? '',
        message: b.message ?? '',
        answers,
        created_by: ctx.caller.user_id,
        search_terms: searchTerms(b.name, b.email, b.company_name),
      },
      (d) => newEvent('crm.estimate_request.created', { id: d._id, form_id: d.form_id }, ctx.caller.user_id),
      ctx.idempotency,
    );
    return { record: toEstimateRequest(doc) };
  }

  async list(req: object, ctx: AuthedContext): Promise<Page<crm.EstimateRequest>> {
    ctx.caller.require('estimate_requests', 'read');
    const { q, list } = parseListRequest(estimateRequests.estimateRequestListQuery, req);
    const filter = { ...searchFilter(q.search), ...(q.form_id ? { form_id: q.form_id } : {}) };
    return this.store.page(filter, q, toEstimateRequest, { list });
  }

  async get(id: number, ctx: AuthedContext): Promise<crm.EstimateRequestRecord> {
    ctx.caller.require('estimate_requests', 'read');
    const doc = await this.store.findById(id);
    if (!doc) throw new NotFound('Estimate request not found.');
    return { record: toEstimateRequest(doc) };
  }
}
