import type { Config } from './config';
import type { Db } from './db/client';
import type { Logger } from './platform/logger';
import type { LiveHub } from './platform/live/hub';
import type { Mailer } from './platform/mail';
import type { Storage } from './platform/storage';
import type { Auth } from './auth/auth';

/** The signed-in person as services see them. */
export interface Actor {
  id: string;
  email: string;
  role: 'user' | 'admin' | string;
  sessionId: string;
}

export interface Deps {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  storage: Storage;
  auth: Auth;
  /** This process's end of the live channel (platform/live). */
  live: LiveHub;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    actor: Actor | null;
  };
}

export const isAdmin = (actor: Actor | null | undefined): boolean => actor?.role === 'admin';
