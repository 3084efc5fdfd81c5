import { fixRuntime } from './runtime-fixes';
import type { Logger } from './log';

/**
 * The process entry of every service and the gateway (called only from a
 * main.ts): build, start, stop in order on SIGTERM or SIGINT, exit 0 after
 * a clean stop and non-zero on failure; an unknown error at process level is
 * logged and stops the process gracefully. Node's runtime is fixed first
 * (runtime-fixes.ts).
 */
export function runProcess(
  name: string,
  create: () => Promise<{ start(): Promise<unknown>; stop(): Promise<void>; logger: Logger }>,
): void {
  fixRuntime();
  void (async () => {
    let app: Awaited<ReturnType<typeof create>>;
    try {
      app = await create();
      await app.start();
    } catch (err) {
      console.error(`${name}: ${(err as Error).message}`);
      process.exit(1);
    }
    let stopping = false;
    const stop = (code: number) => {
      if (stopping) return;
      stopping = true;
      app.stop().then(
        () => process.exit(code),
        (err: unknown) => {
          app.logger.error({ err }, 'stop failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', () => stop(0));
    process.once('SIGINT', () => stop(0));
    process.on('uncaughtException', (err) => {
      app.logger.fatal({ err }, 'uncaught exception');
      stop(1);
    });
    process.on('unhandledRejection', (err) => {
      app.logger.fatal({ err }, 'unhandled rejection');
      stop(1);
    });
  })();
}
