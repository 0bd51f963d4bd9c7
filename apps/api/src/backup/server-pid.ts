import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database may be opened by one process at a time: a server on it writes its pid here, so that
 * `npm run backup` / `restore` can refuse to open the data folder under a running server.
 */
const pidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

export const markServerRunning = (dataDir: string) => {
  writeFileSync(pidFile(dataDir), String(process.pid));
  return () => rmSync(pidFile(dataDir), { force: true });
};

/** The pid of a live server on this data folder, or null (a pid file left by a killed server is ignored). */
export const runningServerPid = (dataDir: string): number | null => {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
};
