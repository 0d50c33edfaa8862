// `npm run dev`: the API server (restarts on change) and the Vite dev server side by side.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--port', '5173'], { cwd: 'apps/web', stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
