import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Writes each test file's time, whole (environment, import, hooks and tests), to the file named by
 * DURATIONS_FILE, so `npm test` can print the slowest files of every suite (scripts/test.mjs). Vitest's JSON
 * report times the tests alone: a file whose cost is its `beforeAll` looks free there.
 */
export default class DurationsReporter implements Reporter {
  private readonly rows: Array<{ file: string; seconds: number; importSeconds: number; tests: number }> = [];

  onTestModuleEnd(module: TestModule) {
    const d = module.diagnostic();
    const whole =
      d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
    this.rows.push({
      file: path.relative(process.cwd(), module.moduleId),
      seconds: Math.round(whole) / 1000,
      importSeconds: Math.round(d.collectDuration) / 1000,
      tests: [...module.children.allTests()].length,
    });
  }

  onTestRunEnd() {
    const target = process.env.DURATIONS_FILE;
    if (!target) return;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(
      target,
      JSON.stringify(
        this.rows.sort((a, b) => b.seconds - a.seconds),
        null,
        2,
      ),
    );
  }
}
