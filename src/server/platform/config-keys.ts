import type { Config } from '../config';

/**
 * A key derived from the configuration (a secret read from a file, an HKDF derivation), made once per
 * configuration: the function answers the same key for the same `Config` from then on.
 */
export function keyPerConfig(make: (config: Config) => Buffer): (config: Config) => Buffer {
  const keys = new WeakMap<Config, Buffer>();
  return (config) => {
    let key = keys.get(config);
    if (!key) {
      key = make(config);
      keys.set(config, key);
    }
    return key;
  };
}
