import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { contentMessages, type ActiveInput, type MoveInput } from '../../../shared/domains/content-admin';
import { AppError } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { imageFieldValue, keepOrClaimImage } from '../../modules/uploads/service';
import { authorize } from '../authorize';
import { isUuid } from '../lists';
import type {
  AfterCommit,
  BodySchema,
  DeleteQuery,
  ResourceColumns,
  ResourceDefinition,
  RowOf,
} from './definition';
import { lockList, moveIn, nextOrder, orderedIds, renumber, type OrderedTable } from './ordered-list';
import { type Deleted } from '../../../shared/schemas/common';

export type ResourceDeps = Pick<Deps, 'db' | 'storage' | 'mailer' | 'logger' | 'config'>;

/** The operations a definition yields; the routes (routes.ts) call them. */
export interface ResourceService<Input, Answer> {
  /** Every item, inactive ones too, in order. */
  list(deps: ResourceDeps, actor: Actor): Promise<{ items: Answer[] }>;
  /** A new item (last in its list when ordered). */
  create(deps: ResourceDeps, actor: Actor, input: Input): Promise<Answer>;
  /** The whole item; the row is locked so two administrators' saves apply one after the other. */
  update(deps: ResourceDeps, actor: Actor, id: string, input: Input): Promise<Answer>;
  setActive(deps: ResourceDeps, actor: Actor, id: string, input: ActiveInput): Promise<Answer>;
  /** The row and what goes with it; `query` is the delete's own (a typed confirmation), for `deleteWith`. */
  remove(deps: ResourceDeps, actor: Actor, id: string, query?: DeleteQuery): Promise<Deleted>;
  /** One step up or down (within its part); answers the whole list in its new order. */
  move(deps: ResourceDeps, actor: Actor, id: string, input: MoveInput): Promise<{ items: Answer[] }>;
}

/** The service operations of a resource definition (decision 0038). */
export function resourceService<
  T extends PgTable,
  C extends ResourceColumns,
  Body extends BodySchema,
  Answer,
  Image extends string = never,
>(def: ResourceDefinition<T, C, Body, Answer, Image>): ResourceService<z.output<Body>, Answer> {
  type Row = RowOf<C>;
  type Input = z.output<Body>;
  const table = def.table as PgTable;
  const columns = def.columns as ResourceColumns;
  const notFound = () => new AppError('NOT_FOUND', def.notFound);
  const may = (actor: Actor, rule: 'edit' | 'delete' = 'edit') =>
    authorize((def.policy[rule] ?? def.policy.edit)(actor));

  const order = def.order;
  const ordered: OrderedTable | undefined = order && { ...order, table, id: columns.id };
  const partColumn = order?.partBy ? (columns[order.partBy] as PgColumn) : undefined;
  const partOf = (source: object) => (order?.partBy ? String(source[order.partBy as never]) : '');
  const partWhere = (part: string): SQL | undefined => (partColumn ? eq(partColumn, part) : undefined);
  const first = order?.first ?? 0;
  /** Lock the list (or its part) by its advisory key or, without one, its rows (answering their ids in order). */
  const lockPart = async (tx: Tx, part: string): Promise<string[] | undefined> => {
    if (!order!.lock) return orderedIds(tx, ordered!, partWhere(part), true);
    await lockList(tx, order!.lock, def.kind, part);
    return undefined;
  };

  const find = async (db: Db | Tx, id: string, lock: boolean): Promise<Row | undefined> => {
    if (def.find) return def.find(db, id, lock);
    const query = db.select(columns).from(table).where(eq(columns.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row as Row | undefined;
  };

  type Written = { answer: Answer; later?: AfterCommit | void };
  /**
   * A write's answer: from the row it returned, or (with `find`) the row read again, in its transaction; and
   * what the definition does after it (`afterWrite`), in the same transaction.
   */
  const written = async (tx: Tx, actor: Actor, rows: unknown[], before?: Row): Promise<Written> => {
    const [row] = rows as { id: string }[];
    const again = row && (def.find ? await def.find(tx, row.id, false) : (row as Row));
    if (!again) throw notFound();
    const later = await def.afterWrite?.(tx, again, before);
    return { answer: await def.answer(again, new Date(), { db: tx, actor }), later };
  };
  /** A write's transaction; what `afterWrite` left for after the commit (a mail) runs once it is done. */
  const inTransaction = async (deps: ResourceDeps, work: (tx: Tx) => Promise<Written>) => {
    const { answer, later } = await deps.db.transaction(work);
    if (later) await later(deps);
    return answer;
  };
  const returning = () => (def.find ? { id: columns.id } : columns);
  /** The row, locked, that the actor may write (`mayWrite`), else 404. */
  const writable = async (tx: Tx, actor: Actor, id: string, rule: 'edit' | 'delete') => {
    const row = await find(tx, id, true);
    if (!row || def.mayWrite?.(actor, row, rule) === false) throw notFound();
    return row;
  };
  const setRow = (tx: Tx, id: string, set: object) =>
    tx
      .update(table)
      .set(set as never)
      .where(eq(columns.id, id))
      .returning(returning());
  /** The number that puts an item last in `source`'s list (or part). */
  const lastIn = async (tx: Tx, source: object) => ({
    sortOrder: await nextOrder(tx, ordered!, partWhere(partOf(source)), first),
  });

  async function values(deps: ResourceDeps, tx: Tx, actor: Actor, input: Input, current?: Row) {
    const images: Record<string, string | null> = {};
    const { use = 'listing-image', leftOutKeeps } = def.imageRules ?? {};
    const refused = def.imageRefused ?? contentMessages.imageInvalid;
    const fields = (row: unknown) => row as Record<string, string | null | undefined> | undefined;
    for (const field of def.images ?? []) {
      const image = { next: fields(input)?.[field], current: fields(current)?.[field] ?? null, use, field };
      images[field] = leftOutKeeps
        ? await imageFieldValue(deps, tx, actor, { ...image, message: refused })
        : await keepOrClaimImage(deps, tx, actor, { ...image, refused });
    }
    const { active } = input as { active?: boolean };
    return {
      ...def.values(input, current),
      ...images,
      ...(active === undefined ? {} : { active }),
    };
  }

  async function list(deps: ResourceDeps, actor: Actor) {
    may(actor);
    const by = ordered ? [partColumn, ordered.sortOrder, ordered.createdAt] : [];
    const rows = def.findAll
      ? await def.findAll(deps.db)
      : await deps.db
          .select(columns)
          .from(table)
          .orderBy(...[...by, columns.id].flatMap((c) => (c ? [asc(c)] : [])));
    const now = new Date();
    const context = { db: deps.db, actor };
    return { items: await Promise.all(rows.map((row) => def.answer(row as Row, now, context))) };
  }

  return {
    list,

    async create(deps, actor, input) {
      may(actor);
      return inTransaction(deps, async (tx) => {
        if (order) await lockPart(tx, partOf(input));
        await def.check?.(tx, input);
        const row = { ...(await values(deps, tx, actor, input)), ...(ordered && (await lastIn(tx, input))) };
        const owner = def.owner ? { [def.owner]: actor.id } : {};
        return written(
          tx,
          actor,
          await tx
            .insert(table)
            .values({ ...row, ...owner } as never)
            .returning(returning()),
        );
      });
    },

    async update(deps, actor, id, input) {
      may(actor);
      return inTransaction(deps, async (tx) => {
        const current = await writable(tx, actor, id, 'edit');
        await def.check?.(tx, input, id);
        const row = await values(deps, tx, actor, input, current);
        // An item moved to another part goes last there.
        let sortOrder = {};
        if (ordered && partOf(input) !== partOf(current)) {
          await lockPart(tx, partOf(input));
          sortOrder = await lastIn(tx, input);
        }
        const set = Object.entries({ ...row, ...sortOrder }).filter(([, value]) => value !== undefined);
        // A partial body that names no field: nothing to write.
        if (set.length === 0) return { answer: await def.answer(current, new Date(), { db: tx, actor }) };
        return written(tx, actor, await setRow(tx, id, Object.fromEntries(set)), current);
      });
    },

    async setActive(deps, actor, id, input) {
      may(actor);
      return inTransaction(deps, async (tx) => {
        const rows = await setRow(tx, id, { active: input.active });
        if (!input.active) await def.withdrawn?.(tx, id, actor);
        return written(tx, actor, rows);
      });
    },

    async remove(deps, actor, id, query = {}) {
      may(actor, 'delete');
      await deps.db.transaction(async (tx) => {
        if (def.mayWrite) await writable(tx, actor, id, 'delete');
        await def.deleteWith?.(tx, id, query);
        await def.withdrawn?.(tx, id, actor);
        const gone = await tx.delete(table).where(eq(columns.id, id)).returning({ id: columns.id });
        if (gone.length === 0) throw notFound();
      });
      return { id, deleted: true };
    },

    /** The row is locked first (it cannot be deleted or change part meanwhile), then its list. */
    async move(deps, actor, id, input) {
      may(actor);
      if (!ordered) throw new Error(`${def.kind} is not an ordered list`);
      if (!isUuid(id)) throw notFound();
      await deps.db.transaction(async (tx) => {
        const row = await find(tx, id, true);
        if (!row) throw notFound();
        const part = partOf(row);
        const ids = (await lockPart(tx, part)) ?? (await orderedIds(tx, ordered, partWhere(part)));
        await renumber(tx, ordered, moveIn(ids, id, input.direction), first);
      });
      return list(deps, actor);
    },
  };
}
