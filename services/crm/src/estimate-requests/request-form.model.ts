import mongoose from 'mongoose';
import type { estimateRequests } from '@bms/contracts';
import { type StoredFields, storedSchema } from '@bms/platform';
import type { FieldType } from '../custom-fields/custom-field.rules';

export type FormStatus = (typeof estimateRequests.FORM_STATUSES)[number];

/** A question of a form; its id keys the answers. */
export interface FormField {
  id: number;
  title: string;
  type: FieldType;
  options: string[];
  required: boolean;
  placeholder: string;
}

export interface RequestFormDoc extends StoredFields {
  title: string;
  description: string;
  status: FormStatus;
  fields: FormField[];
  search_terms: string[];
}

const schema = storedSchema<RequestFormDoc>({
  title: String,
  description: String,
  status: String,
  fields: mongoose.Schema.Types.Mixed,
  search_terms: [String],
});

schema.index({ status: 1, _id: -1 });
schema.index({ search_terms: 1 });

export function requestFormModel(conn: mongoose.Connection) {
  return conn.model<RequestFormDoc>('RequestForm', schema, 'request_forms');
}
