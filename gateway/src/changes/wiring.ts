import * as os from 'node:os';
import type { Redis } from 'ioredis';
import type { Logger, Metrics, TokenVerifier } from '@bms/platform';
import type { Authenticator } from '../auth/authenticator';
import type { GatewayConfig } from '../config';
import { ChangeFeed } from './feed';
import { ChangeStreams } from './hub';
import { OpenStreams } from './open-streams';

/** How long a stream's hold on its user's place lasts unless renewed (a dead gateway's lapse after it). */
const LEASE_MS = 30_000;

/** The gateway's change streams, made on first use (a gateway nobody streams from opens nothing). */
export function changeStreamsOf(
  config: GatewayConfig,
  deps: { redis: Redis | undefined; authenticator: Authenticator; verifier: TokenVerifier; logger: Logger; metrics: Metrics },
): () => ChangeStreams {
  let hub: ChangeStreams | undefined;
  deps.metrics.gauge('bms_change_streams_open', 'change streams (GET /api/changes/stream) open on this gateway', [], async (g) => g.set(hub?.size ?? 0));
  const resets = deps.metrics.counter('bms_change_stream_resets_total', 'reset events sent, by reason (too_old, unknown, behind: a client too slow)', ['reason']);
  const ends = deps.metrics.counter('bms_change_stream_ends_total', 'change streams ended by the gateway, by reason (revoked, expired, shutdown)', ['reason']);
  return () =>
    (hub ??= new ChangeStreams(
      new ChangeFeed(
        {
          natsUrl: config.NATS_URL,
          namespace: config.EVENTS_NAMESPACE,
          windowSeconds: config.CHANGES_WINDOW_SECONDS,
          maxBytes: config.CHANGES_MAX_BYTES,
          replicas: config.EVENTS_STREAM_REPLICAS,
          ringSize: config.CHANGES_RING_SIZE,
          reader: `gateway_${os.hostname()}`,
        },
        deps.logger,
      ),
      new OpenStreams(deps.redis, config.REDIS_PREFIX, config.CHANGES_STREAMS_PER_USER, LEASE_MS),
      deps.authenticator,
      deps.verifier,
      deps.redis,
      config.REDIS_PREFIX,
      {
        heartbeatMs: config.CHANGES_HEARTBEAT_MS,
        checkMs: 250,
        renewMs: LEASE_MS / 3,
        maxBuffered: config.CHANGES_STREAM_BUFFER_BYTES,
        maxPending: 1_000,
        startMs: 3_000,
        counted: (what, reason) => (what === 'reset' ? resets : ends).inc({ reason }),
      },
      deps.logger,
    ));
}
