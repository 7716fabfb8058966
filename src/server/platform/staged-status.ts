import { AppError } from '../../shared/errors';
import type { Actor, Deps } from '../app-env';
import type { Db, Tx } from '../db/client';
import { authorize } from './authorize';

type NoticeDeps = Pick<Deps, 'db' | 'mailer' | 'logger' | 'config'>;

export interface StatusNotice {
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown>;
}

/**
 * A back-office review where a member's request (a form submission, a staff application, a Marqet registration)
 * moves from status to status, each change told to the member. The notifications module does the telling;
 * platform code does not import modules, so the reviewing module hands its `notify` and `mail` in.
 */
export interface StatusChange<Row extends { userId: string }, I, N, A> {
  may(actor: Actor): boolean;
  notFound: string;
  /** The row, locked for the change. */
  lock(tx: Tx, id: string): Promise<Row | undefined>;
  /** Refuses what the domain forbids (by throwing), writes the change and answers what the member is told; null: nothing changed. */
  change(tx: Tx, row: Row, input: I): Promise<StatusNotice | null>;
  notify(tx: Tx, userId: string, notice: StatusNotice): Promise<N>;
  mail(deps: NoticeDeps, notification: N): Promise<void>;
  /** The answer: the row as committed. */
  read(db: Db, id: string): Promise<A | undefined>;
}

/**
 * One status change: the member told in-app in the same transaction (so the notice exists exactly when the change
 * does) and by e-mail once committed (a mail cannot be rolled back). The answer is the row as committed.
 */
export function statusChange<Row extends { userId: string }, I, N, A>(def: StatusChange<Row, I, N, A>) {
  const notFound = () => new AppError('NOT_FOUND', def.notFound);
  return async (deps: NoticeDeps, actor: Actor, id: string, input: I): Promise<A> => {
    authorize(def.may(actor));
    const notification = await deps.db.transaction(async (tx) => {
      const row = await def.lock(tx, id);
      if (!row) throw notFound();
      const notice = await def.change(tx, row, input);
      return notice && def.notify(tx, row.userId, notice);
    });
    if (notification) await def.mail(deps, notification);
    const answer = await def.read(deps.db, id);
    if (!answer) throw notFound();
    return answer;
  };
}

/** A review whose rows go from any status to any other (form submissions, staff applications). */
export interface StagedStatus<
  Row extends { id: string; userId: string; status: string },
  S extends string,
  N,
  A,
> extends Pick<StatusChange<Row, { status: S }, N, A>, 'may' | 'notFound' | 'notify' | 'mail'> {
  find(db: Db | Tx, id: string, options?: { forUpdate?: boolean }): Promise<Row | undefined>;
  /** Refuses a change the domain forbids by throwing; it runs only when the status really changes. */
  check?(tx: Tx, row: Row, next: S): Promise<void>;
  write(tx: Tx, id: string, next: S): Promise<void>;
  notice(row: Row, next: S): StatusNotice;
  answer(row: Row): A;
}

/** One staged change: any status from any other; setting the status the row already has writes and tells nothing. */
export function stagedStatus<
  Row extends { id: string; userId: string; status: string },
  S extends string,
  N,
  A,
>(def: StagedStatus<Row, S, N, A>) {
  return statusChange({
    ...def,
    lock: (tx, id) => def.find(tx, id, { forUpdate: true }),
    async change(tx, row, { status }: { status: S }) {
      if (row.status === status) return null;
      await def.check?.(tx, row, status);
      await def.write(tx, row.id, status);
      return def.notice(row, status);
    },
    read: async (db, id) => {
      const row = await def.find(db, id);
      return row && def.answer(row);
    },
  });
}
