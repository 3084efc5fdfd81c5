import { fixRuntime } from './runtime-fixes';
import type { Logger } from './log';

/**
 * The process entry of every service and the gateway (called only from a
 * main.ts): build, start, stop in order on SIGTERM or SIGINT, exit 0 after
 * a clean stop and non-zero on failure; an unknown error at process level is
 * logged and stops the process gracefully. A signal during the start is
 * heard too: the start is let finish, then the process stops as it would
 * have after it (a signal unheard would kill it half-started, its last log
 * lines lost). Node's runtime is fixed first (runtime-fixes.ts).
 */
export function runProcess(
  name: string,
  create: () => Promise<{ start(): Promise<unknown>; stop(): Promise<void>; logger: Logger }>,
): void {
  fixRuntime();
  let app: Awaited<ReturnType<typeof create>> | undefined;
  const startup = (async () => {
    app = await create();
    await app.start();
  })();
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    // A failed start ends the process by itself (below).
    void startup.then(
      () =>
        app!.stop().then(
          () => process.exit(code),
          (err: unknown) => {
            app!.logger.error({ err }, 'stop failed');
            process.exit(1);
          },
        ),
      () => undefined,
    );
  };
  process.once('SIGTERM', () => stop(0));
  process.once('SIGINT', () => stop(0));
  startup.then(
    () => {
      process.on('uncaughtException', (err) => {
        app!.logger.fatal({ err }, 'uncaught exception');
        stop(1);
      });
      process.on('unhandledRejection', (err) => {
        app!.logger.fatal({ err }, 'unhandled rejection');
        stop(1);
      });
    },
    (err: unknown) => {
      console.error(`${name}: ${(err as Error).message}`);
      process.exit(1);
    },
  );
}
