import type { Config } from './config';
import type { Db } from './db/client';
import type { Logger } from './platform/logger';
import type { LiveHub } from './platform/live/hub';
import type { Mailer } from './platform/mail';
import type { Storage } from './platform/storage';
import type { Auth } from './auth/auth';
import type { SharedPages } from './platform/shared-pages';
import type { JsonAnswerHeaders } from './platform/answer-headers';
import type { Viewer } from '../shared/domains/viewer';

export { isAdmin } from '../shared/domains/viewer';

/** The signed-in person as services see them. */
export interface Actor extends Viewer {
  email: string;
  sessionId: string;
  /** The member confirmed their address through the mailed link (shared/domains/viewer.ts hasVerifiedEmail). */
  emailVerified: boolean;
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
    /** Public list pages shared by everyone of one audience (platform/shared-pages.ts); members add their likes. */
    pages: SharedPages;
    /**
     * The request got past every guard to its handler (a route's, or better-auth's): only then may a write
     * request have written anything (platform/write-watch.ts).
     */
    reachedHandler: boolean;
    /** The headers of the API's JSON answers, made once (platform/answer-headers.ts); absent outside createApp. */
    jsonHeaders?: JsonAnswerHeaders;
    /** A header was set on the context before the answer (`c.header`: a cookie expired, say); answer-headers.ts. */
    contextHeaders?: boolean;
  };
}
