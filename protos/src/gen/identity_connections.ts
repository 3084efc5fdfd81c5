import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AuthorizeConnectionReply as _bms_identity_v1_AuthorizeConnectionReply, AuthorizeConnectionReply__Output as _bms_identity_v1_AuthorizeConnectionReply__Output } from './bms/identity/v1/AuthorizeConnectionReply';
import type { AuthorizeConnectionRequest as _bms_identity_v1_AuthorizeConnectionRequest, AuthorizeConnectionRequest__Output as _bms_identity_v1_AuthorizeConnectionRequest__Output } from './bms/identity/v1/AuthorizeConnectionRequest';
import type { ConnectionAccount as _bms_identity_v1_ConnectionAccount, ConnectionAccount__Output as _bms_identity_v1_ConnectionAccount__Output } from './bms/identity/v1/ConnectionAccount';
import type { ConnectionList as _bms_identity_v1_ConnectionList, ConnectionList__Output as _bms_identity_v1_ConnectionList__Output } from './bms/identity/v1/ConnectionList';
import type { ConnectionState as _bms_identity_v1_ConnectionState, ConnectionState__Output as _bms_identity_v1_ConnectionState__Output } from './bms/identity/v1/ConnectionState';
import type { ConnectionTokenInput as _bms_identity_v1_ConnectionTokenInput, ConnectionTokenInput__Output as _bms_identity_v1_ConnectionTokenInput__Output } from './bms/identity/v1/ConnectionTokenInput';
import type { DisconnectConnectionRequest as _bms_identity_v1_DisconnectConnectionRequest, DisconnectConnectionRequest__Output as _bms_identity_v1_DisconnectConnectionRequest__Output } from './bms/identity/v1/DisconnectConnectionRequest';
import type { SaveConnectionTokenRequest as _bms_identity_v1_SaveConnectionTokenRequest, SaveConnectionTokenRequest__Output as _bms_identity_v1_SaveConnectionTokenRequest__Output } from './bms/identity/v1/SaveConnectionTokenRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  bms: {
    identity: {
      v1: {
        AuthorizeConnectionReply: MessageTypeDefinition<_bms_identity_v1_AuthorizeConnectionReply, _bms_identity_v1_AuthorizeConnectionReply__Output>
        AuthorizeConnectionRequest: MessageTypeDefinition<_bms_identity_v1_AuthorizeConnectionRequest, _bms_identity_v1_AuthorizeConnectionRequest__Output>
        ConnectionAccount: MessageTypeDefinition<_bms_identity_v1_ConnectionAccount, _bms_identity_v1_ConnectionAccount__Output>
        ConnectionList: MessageTypeDefinition<_bms_identity_v1_ConnectionList, _bms_identity_v1_ConnectionList__Output>
        ConnectionState: MessageTypeDefinition<_bms_identity_v1_ConnectionState, _bms_identity_v1_ConnectionState__Output>
        ConnectionTokenInput: MessageTypeDefinition<_bms_identity_v1_ConnectionTokenInput, _bms_identity_v1_ConnectionTokenInput__Output>
        DisconnectConnectionRequest: MessageTypeDefinition<_bms_identity_v1_DisconnectConnectionRequest, _bms_identity_v1_DisconnectConnectionRequest__Output>
        SaveConnectionTokenRequest: MessageTypeDefinition<_bms_identity_v1_SaveConnectionTokenRequest, _bms_identity_v1_SaveConnectionTokenRequest__Output>
      }
    }
  }
}

