import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ChangePasswordRequest as _bms_identity_v1_ChangePasswordRequest, ChangePasswordRequest__Output as _bms_identity_v1_ChangePasswordRequest__Output } from './bms/identity/v1/ChangePasswordRequest';
import type { CheckSessionReply as _bms_identity_v1_CheckSessionReply, CheckSessionReply__Output as _bms_identity_v1_CheckSessionReply__Output } from './bms/identity/v1/CheckSessionReply';
import type { CheckSessionRequest as _bms_identity_v1_CheckSessionRequest, CheckSessionRequest__Output as _bms_identity_v1_CheckSessionRequest__Output } from './bms/identity/v1/CheckSessionRequest';
import type { ExchangeApiKeyReply as _bms_identity_v1_ExchangeApiKeyReply, ExchangeApiKeyReply__Output as _bms_identity_v1_ExchangeApiKeyReply__Output } from './bms/identity/v1/ExchangeApiKeyReply';
import type { ExchangeApiKeyRequest as _bms_identity_v1_ExchangeApiKeyRequest, ExchangeApiKeyRequest__Output as _bms_identity_v1_ExchangeApiKeyRequest__Output } from './bms/identity/v1/ExchangeApiKeyRequest';
import type { LoginReply as _bms_identity_v1_LoginReply, LoginReply__Output as _bms_identity_v1_LoginReply__Output } from './bms/identity/v1/LoginReply';
import type { LoginRequest as _bms_identity_v1_LoginRequest, LoginRequest__Output as _bms_identity_v1_LoginRequest__Output } from './bms/identity/v1/LoginRequest';
import type { LoginUser as _bms_identity_v1_LoginUser, LoginUser__Output as _bms_identity_v1_LoginUser__Output } from './bms/identity/v1/LoginUser';
import type { RequestPasswordResetRequest as _bms_identity_v1_RequestPasswordResetRequest, RequestPasswordResetRequest__Output as _bms_identity_v1_RequestPasswordResetRequest__Output } from './bms/identity/v1/RequestPasswordResetRequest';
import type { SendOtpRequest as _bms_identity_v1_SendOtpRequest, SendOtpRequest__Output as _bms_identity_v1_SendOtpRequest__Output } from './bms/identity/v1/SendOtpRequest';
import type { VerifyPhoneChangeOtpRequest as _bms_identity_v1_VerifyPhoneChangeOtpRequest, VerifyPhoneChangeOtpRequest__Output as _bms_identity_v1_VerifyPhoneChangeOtpRequest__Output } from './bms/identity/v1/VerifyPhoneChangeOtpRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  bms: {
    identity: {
      v1: {
        ChangePasswordRequest: MessageTypeDefinition<_bms_identity_v1_ChangePasswordRequest, _bms_identity_v1_ChangePasswordRequest__Output>
        CheckSessionReply: MessageTypeDefinition<_bms_identity_v1_CheckSessionReply, _bms_identity_v1_CheckSessionReply__Output>
        CheckSessionRequest: MessageTypeDefinition<_bms_identity_v1_CheckSessionRequest, _bms_identity_v1_CheckSessionRequest__Output>
        ExchangeApiKeyReply: MessageTypeDefinition<_bms_identity_v1_ExchangeApiKeyReply, _bms_identity_v1_ExchangeApiKeyReply__Output>
        ExchangeApiKeyRequest: MessageTypeDefinition<_bms_identity_v1_ExchangeApiKeyRequest, _bms_identity_v1_ExchangeApiKeyRequest__Output>
        LoginReply: MessageTypeDefinition<_bms_identity_v1_LoginReply, _bms_identity_v1_LoginReply__Output>
        LoginRequest: MessageTypeDefinition<_bms_identity_v1_LoginRequest, _bms_identity_v1_LoginRequest__Output>
        LoginUser: MessageTypeDefinition<_bms_identity_v1_LoginUser, _bms_identity_v1_LoginUser__Output>
        RequestPasswordResetRequest: MessageTypeDefinition<_bms_identity_v1_RequestPasswordResetRequest, _bms_identity_v1_RequestPasswordResetRequest__Output>
        SendOtpRequest: MessageTypeDefinition<_bms_identity_v1_SendOtpRequest, _bms_identity_v1_SendOtpRequest__Output>
        VerifyPhoneChangeOtpRequest: MessageTypeDefinition<_bms_identity_v1_VerifyPhoneChangeOtpRequest, _bms_identity_v1_VerifyPhoneChangeOtpRequest__Output>
      }
    }
  }
}

