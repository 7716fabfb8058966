import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';

/** How many of the most used passwords (of the allowed length) are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

/**
 * The list is zxcvbn-ts's ranked dictionary of leaked passwords, most used first. Shorter ones are
 * refused by the length rule already, so the first 10,000 that pass it are kept. Built on first use:
 * decompressing the dictionary takes a few milliseconds that a process that never sees a password skips.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const ranked = dictionary['passwords-common'] as string[];
    common = new Set(ranked.filter((p) => p.length >= PASSWORD_MIN_LENGTH).slice(0, COMMON_PASSWORD_COUNT));
  }
  return common;
}

/** True for a password among the most used ones, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
