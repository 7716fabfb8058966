// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateEndpoints, generatedDir } from '../../../scripts/generate-endpoints';

describe('the web endpoints (src/web/endpoints, generated from src/shared/contracts)', () => {
  it('are as the contracts declare them now: run `npm run generate:endpoints` after changing a contract', async () => {
    const generated = await generateEndpoints();
    const onDisk = fs.readdirSync(generatedDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(onDisk.sort()).toEqual([...generated.keys()].sort());
    for (const [file, text] of generated) {
      expect(fs.readFileSync(path.join(generatedDir, file), 'utf8'), file).toBe(text);
    }
  }, 60_000);

  it('load the declaration each one stands for, with the same method, path and reach', async () => {
    const { badgeEndpoints } = await import('./badges');
    const { packageEndpoints } = await import('./packages');
    const declared = await badgeEndpoints.award.load();
    expect(declared).toMatchObject({
      method: badgeEndpoints.award.method,
      path: badgeEndpoints.award.path,
      resource: badgeEndpoints.award.resource,
      touches: badgeEndpoints.award.touches,
    });
    expect(declared.response).toBeDefined();
    expect((await packageEndpoints.ride.list.load()).path).toBe(packageEndpoints.ride.list.path);
  });
});
