/** `npm run dev`: the local runtime on API_PORT (default 3001) and Vite with hot reload on PORT, /api proxied. */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { startLocal } from '../functions/src/local/main';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const root = resolve(import.meta.dirname, '..');
const webPort = process.env.PORT ?? '3000'; // read before startLocal sets PORT to the API's port
const apiPort = Number(process.env.API_PORT ?? 3001);
const app = await startLocal({ port: apiPort, webRoot: join(root, 'web/dist') });
const vite = spawn('npx', ['vite', '--port', webPort, '--strictPort'], {
  cwd: join(root, 'web'),
  stdio: 'inherit',
  env: { ...process.env, API_PORT: String(apiPort) },
});
const stop = async () => {
  vite.kill();
  await app.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
