// `npm run dev`: the API with reload on :3000 and the Vite dev server on :5173 (it proxies /api).
import { spawn } from 'node:child_process';

const run = (args: string[]) => spawn('npm', args, { stdio: 'inherit', env: process.env });
const children = [run(['run', 'dev', '-w', 'apps/api']), run(['run', 'dev', '-w', 'apps/web'])];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
