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
 * A back-office review where a member's request (a form submission, a staff application) moves from status to
 * status, each change told to the member. The notifications module does the telling; platform code does not
 * import modules, so the reviewing module hands its `notify` and `mail` in.
 */
export interface StagedStatus<Row extends { userId: string; status: string }, S extends string, N, A> {
  may(actor: Actor): boolean;
  notFound: string;
  find(db: Db | Tx, id: string, options?: { forUpdate?: boolean }): Promise<Row | undefined>;
  /** Refuses a change the domain forbids by throwing; it runs only when the status really changes. */
  check?(tx: Tx, row: Row, next: S): Promise<void>;
  write(tx: Tx, id: string, next: S): Promise<void>;
  notice(row: Row, next: S): StatusNotice;
  notify(tx: Tx, userId: string, notice: StatusNotice): Promise<N>;
  mail(deps: NoticeDeps, notification: N): Promise<void>;
  answer(row: Row): A;
}

/**
 * One staged change: any status from any other, the member told in-app in the same transaction (so the notice
 * exists exactly when the change does) and by e-mail once committed (a mail cannot be rolled back). Setting the
 * status the row already has writes and tells nothing. The answer is the row as committed.
 */
export function stagedStatus<Row extends { userId: string; status: string }, S extends string, N, A>(
  def: StagedStatus<Row, S, N, A>,
) {
  const notFound = () => new AppError('NOT_FOUND', def.notFound);
  return async (deps: NoticeDeps, actor: Actor, id: string, input: { status: S }): Promise<A> => {
    authorize(def.may(actor));
    const { db } = deps;
    const notification = await db.transaction(async (tx) => {
      const row = await def.find(tx, id, { forUpdate: true });
      if (!row) throw notFound();
      if (row.status === input.status) return null;
      await def.check?.(tx, row, input.status);
      await def.write(tx, id, input.status);
      return def.notify(tx, row.userId, def.notice(row, input.status));
    });
    if (notification) await def.mail(deps, notification);
    const row = await def.find(db, id);
    if (!row) throw notFound();
    return def.answer(row);
  };
}
