// `npm start` entry: configuration from the environment, the app, and a graceful shutdown.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DefinitionError } from '../shared/schema-language/validate';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  if (app.startup.generatedAdminPassword) {
    // Printed once, at the first start only; it is stored nowhere but as a hash.
    process.stdout.write(
      [
        '',
        '============================================================',
        ' 首次启动：已创建管理员账号 / admin account created',
        `   username: admin`,
        `   password: ${app.startup.generatedAdminPassword}`,
        ' This password is shown only now. Change it after signing in.',
        '============================================================',
        '',
      ].join('\n'),
    );
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const url = await app.listen({ port: config.port, host: config.host });
  // One plain line whatever the log level: people and scripts/lib/server-process.ts read it.
  process.stdout.write(`Anze is listening at ${url}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DefinitionError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Anze failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
