import type { BuildOptions, BuildResult } from 'esbuild';

export const OUTSIDE: string[];
export function bundleOptions(outdir: string): BuildOptions & { metafile: true };
export function buildServerBundle(
  outdir: string,
  overrides?: BuildOptions,
): Promise<BuildResult<{ metafile: true }>>;
