// Original file: protos/bms/identity/v1/identity_users.proto

import type { TeamMemberInput as _bms_identity_v1_TeamMemberInput, TeamMemberInput__Output as _bms_identity_v1_TeamMemberInput__Output } from '../../../bms/identity/v1/TeamMemberInput';

export interface CreateTeamMemberRequest {
  'input'?: (_bms_identity_v1_TeamMemberInput | null);
}

export interface CreateTeamMemberRequest__Output {
  'input': (_bms_identity_v1_TeamMemberInput__Output | null);
}
