import mongoose from 'mongoose';
import type { StoredFields } from '@bms/platform';

export interface ProjectMemberDoc extends StoredFields {
  project_id: number;
  user_id: number;
  /**
   * "<project_id>:<user_id>" while the membership is live, under a unique
   * index (a user is on a project once); unset on delete so that the user
   * can be added again.
   */
  member_key?: string;
}

const schema = new mongoose.Schema<ProjectMemberDoc>(
  {
    _id: Number,
    project_id: Number,
    user_id: Number,
    member_key: String,
    created_at: Date,
    updated_at: Date,
    deleted_at: Date,
  },
  { versionKey: false, strict: false },
);

schema.index({ member_key: 1 }, { unique: true, sparse: true });
schema.index({ deleted_at: 1, _id: -1 });
schema.index({ project_id: 1, _id: -1 });
schema.index({ user_id: 1, _id: -1 });

export const memberKey = (m: Pick<ProjectMemberDoc, 'project_id' | 'user_id'>) => `${m.project_id}:${m.user_id}`;

export function projectMemberModel(conn: mongoose.Connection) {
  return conn.model<ProjectMemberDoc>('ProjectMember', schema, 'project_members');
}
