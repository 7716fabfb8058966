import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { e2eDataDir } from '../../playwright.config';

/**
 * Every journey talks to one server from 127.0.0.1, and better-auth limits each endpoint per client address
 * (src/server/auth/auth.ts). Its window is rolling: the count goes back to 1 only after `window` seconds with
 * no request, so a busy suite keeps adding up. This ledger replays the same rule on the requests the journeys
 * make, and waits (exactly as long as needed) before an attempt the server would refuse.
 */
interface Rule {
  window: number;
  max: number;
}

const DEFAULT_RULE: Rule = { window: 60, max: 100 };

const RULES: Record<string, Rule> = {
  '/sign-up/email': { window: 60, max: 5 },
  '/sign-in/email': { window: 60, max: 10 },
  '/request-password-reset': { window: 60, max: 3 },
  '/reset-password': { window: 60, max: 10 },
};

/** Clock jitter between "the response arrived" and the server's own timestamp. */
const MARGIN_MS = 500;

interface Bucket {
  count: number;
  /** When the last counted request had certainly been handled (ms). */
  last: number;
}

// Kept beside the server's database, which is wiped (counters and all) when Playwright starts the server;
// a file rather than memory so a worker restarted after a failure still knows the counts.
const LEDGER = path.join(e2eDataDir, 'e2e-auth-rate-limits.json');

function load(): Record<string, Bucket> {
  try {
    return JSON.parse(fs.readFileSync(LEDGER, 'utf8')) as Record<string, Bucket>;
  } catch {
    return {};
  }
}

function save(ledger: Record<string, Bucket>) {
  fs.mkdirSync(path.dirname(LEDGER), { recursive: true });
  fs.writeFileSync(LEDGER, JSON.stringify(ledger));
}

const ruleFor = (endpoint: string) => RULES[endpoint] ?? DEFAULT_RULE;

/** The better-auth endpoint of a URL (`/sign-in/email`), or null for anything else. */
export function authEndpoint(url: string): string | null {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/auth/') ? pathname.slice('/api/auth'.length) : null;
}

/** Count one request the server has handled: sent at `sentAt`, answered by `doneAt`. */
export function recordAuthRequest(endpoint: string, sentAt: number, doneAt: number = Date.now()) {
  const rule = ruleFor(endpoint);
  const ledger = load();
  const bucket = ledger[endpoint];
  ledger[endpoint] =
    !bucket || sentAt - bucket.last >= rule.window * 1000
      ? { count: 1, last: doneAt }
      : { count: bucket.count + 1, last: doneAt };
  save(ledger);
}

/** How long to wait before `needed` more requests to `endpoint` are all allowed (0 when they are now). */
export function waitNeeded(endpoint: string, needed = 1, now = Date.now()): number {
  const rule = ruleFor(endpoint);
  const bucket = load()[endpoint];
  if (!bucket || bucket.count + needed <= rule.max) return 0;
  return Math.max(0, bucket.last + rule.window * 1000 + MARGIN_MS - now);
}

/** Waits until the server will take `needed` more requests to `endpoint`; the test's timeout grows to match. */
export async function waitForRoom(endpoint: string, needed = 1): Promise<void> {
  const ms = waitNeeded(endpoint, needed);
  if (ms === 0) return;
  const info = test.info();
  info.setTimeout(info.timeout + ms);
  info.annotations.push({ type: 'rate limit', description: `waited ${ms} ms for ${endpoint}` });
  await new Promise((resolve) => setTimeout(resolve, ms));
}
