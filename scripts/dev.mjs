// `npm run dev`: one process, as in production: the API with hot reload
// (tsx watch) on :3000, serving the web app through Vite in middleware mode
// (hot module replacement, pages rendered from the live source).
import { spawn } from 'node:child_process';

const child = spawn('npm', ['run', 'dev', '-w', '@store/server'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  process.exitCode = code ?? 0;
});
