// Original file: protos/bms/identity/v1/identity_users.proto

import type { TeamMemberInput as _bms_identity_v1_TeamMemberInput, TeamMemberInput__Output as _bms_identity_v1_TeamMemberInput__Output } from '../../../bms/identity/v1/TeamMemberInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateTeamMemberRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_identity_v1_TeamMemberInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateTeamMemberRequest__Output {
  'id': (number);
  'input': (_bms_identity_v1_TeamMemberInput__Output | null);
  'update_mask': (string)[];
}
