// Original file: protos/bms/common/v1/events.proto


export interface ParkedEvent {
  'id'?: (string);
  'service'?: (string);
  'consumer'?: (string);
  'type'?: (string);
  'reason'?: (string);
  'parked_at'?: (string);
  'payload'?: (string);
}

export interface ParkedEvent__Output {
  'id': (string);
  'service': (string);
  'consumer': (string);
  'type': (string);
  'reason': (string);
  'parked_at': (string);
  'payload': (string);
}
