/**
 * Admission for work whose cost is known before it starts (an upload's body, by its declared size): at most
 * `perKey` at once for one key (a member), and at most `totalBytes` admitted at once in the whole process.
 * A request that does not fit is refused at once, before it costs anything; one that fits holds its place until
 * it calls `release()`. Per process, like the image work limiter: it guards this process's memory and disk, so
 * nothing here needs to be shared between processes.
 */
export interface InFlightLimits {
  perKey: number;
  totalBytes: number;
}

export type Admission = { admitted: true; release(): void } | { admitted: false; reason: 'key' | 'total' };

export interface InFlightBudget {
  admit(key: string, bytes: number): Admission;
  /** Admitted now for `key`. */
  holding(key: string): number;
  /** Bytes admitted now, all keys together. */
  readonly bytes: number;
}

export function createInFlightBudget({ perKey, totalBytes }: InFlightLimits): InFlightBudget {
  if (!(perKey >= 1) || !(totalBytes > 0)) throw new Error('perKey >= 1 and totalBytes > 0');
  const byKey = new Map<string, number>();
  let bytes = 0;
  return {
    admit(key, size) {
      if (!(size >= 0)) throw new Error(`admission for a size of ${size}`);
      const held = byKey.get(key) ?? 0;
      if (held >= perKey) return { admitted: false, reason: 'key' };
      if (bytes + size > totalBytes) return { admitted: false, reason: 'total' };
      byKey.set(key, held + 1);
      bytes += size;
      let released = false;
      return {
        admitted: true,
        release() {
          if (released) return;
          released = true;
          bytes -= size;
          const left = (byKey.get(key) ?? 1) - 1;
          // No entry kept for a member with nothing in flight: the map stays as small as the work under way.
          if (left > 0) byKey.set(key, left);
          else byKey.delete(key);
        },
      };
    },
    holding(key) {
      return byKey.get(key) ?? 0;
    },
    get bytes() {
      return bytes;
    },
  };
}
