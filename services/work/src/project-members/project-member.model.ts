import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';

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

const schema = storedSchema<ProjectMemberDoc>({
  project_id: Number,
  user_id: Number,
  member_key: String,
});

schema.index({ member_key: 1 }, { unique: true, sparse: true });
schema.index({ project_id: 1, _id: -1 });
schema.index({ user_id: 1, _id: -1 });

export const memberKey = (m: Pick<ProjectMemberDoc, 'project_id' | 'user_id'>) => `${m.project_id}:${m.user_id}`;

export function projectMemberModel(conn: mongoose.Connection) {
  return conn.model<ProjectMemberDoc>('ProjectMember', schema, 'project_members');
}
