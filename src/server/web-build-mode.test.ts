// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { bundleModeFor } from '../../vite.config';

describe('the web bundle’s mode (issue #25)', () => {
  it('is production for every build, whatever NODE_ENV the environment sets', () => {
    for (const nodeEnv of ['development', 'test', undefined]) {
      const env: NodeJS.ProcessEnv = { NODE_ENV: nodeEnv };
      bundleModeFor('build', env);
      expect(env.NODE_ENV).toBe('production');
    }
  });

  it('leaves the development server (npm run dev) in the mode it was given', () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'development' };
    bundleModeFor('serve', env);
    expect(env.NODE_ENV).toBe('development');
  });
});
