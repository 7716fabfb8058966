export interface RawSourceMap {
  version: number;
  sources: string[];
  names: string[];
  mappings: string;
}
export function keepSources<T extends RawSourceMap>(map: T, keep: (source: string) => boolean): T;
