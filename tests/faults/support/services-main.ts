// The server as src/server/main.ts runs it, except that every captcha it draws reads SERVICES_CAPTCHA:
// the fault tests sign in with a captcha while Redis is down, when no test can read or replace the
// code the server stored (the image is unreadable to a test, the store unreachable).
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { SERVICES_CAPTCHA } from './services-server';

const app = await buildApp(loadConfig(), { generateCaptchaText: () => SERVICES_CAPTCHA });
const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`Anze is listening at ${url}\n`);
