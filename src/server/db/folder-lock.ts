import fs from 'node:fs';
import path from 'node:path';

/** PGlite does not lock its folder; two processes on one DATA_DIR would corrupt it. */
export function takeLock(file: string): () => void {
  const write = () => {
    const fd = fs.openSync(file, 'wx');
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  };
  try {
    write();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const pid = Number(fs.readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`Another Fete process (pid ${pid}) is using ${path.dirname(file)}; stop it first.`);
    }
    fs.rmSync(file, { force: true });
    write();
  }
  return () => fs.rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
