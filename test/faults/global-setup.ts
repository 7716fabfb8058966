import { spawnSync } from 'node:child_process';

/** The fault tests run the server the way `npm start` does: the bundle, built fresh from these sources. */
export default function setup() {
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('scripts/build-server.mjs failed');
}
