import { spawnSync } from 'node:child_process';
import { freshness } from '../../scripts/build-freshness.mjs';

/**
 * The fault tests run the server the way `npm start` does: the bundle, built from these sources. A bundle
 * already built from them (scripts/build-freshness.mjs: same inputs' hash) is reused, not built again.
 */
export default function setup() {
  const { fresh, reason } = freshness('server');
  if (fresh) {
    console.log(`dist/server/main.js is up to date (${reason}): not rebuilt`);
    return;
  }
  console.log(`building dist/server/main.js: ${reason}`);
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('scripts/build-server.mjs failed');
}
