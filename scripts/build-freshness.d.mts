// Types of scripts/build-freshness.mjs (described there), for the TypeScript that imports it.
export type BuildPart = 'server' | 'web';

export const ROOT: string;
export const RECORD_FILE: string;
export const PARTS: Record<BuildPart, { folders: string[]; files: string[]; outputs: string[] }>;

export function inputFiles(part: BuildPart): string[];
export function inputsHash(part: BuildPart): string;
export function uncoveredInputs(part: BuildPart, files: Iterable<string>): string[];
export function forgetBuild(part: BuildPart): void;
export function recordBuild(part: BuildPart, hash: string): void;
export function freshness(part: BuildPart): { fresh: boolean; reason: string };
export function isFresh(part: BuildPart): boolean;
