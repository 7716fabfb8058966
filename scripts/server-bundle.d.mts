import type { BuildOptions } from 'esbuild';

export const OUTSIDE: string[];
export function bundleOptions(outdir: string): BuildOptions & { metafile: true };
