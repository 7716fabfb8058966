import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { z } from 'zod';
import type { UploadUse } from '../../../shared/domains/uploads';
import type { MaybeViewer } from '../../../shared/domains/viewer';
import type { Actor, Deps } from '../../app-env';
import type { Db, Tx } from '../../db/client';

/** The columns a resource's answers are built from; `id` among them. */
export type ResourceColumns = { id: PgColumn } & Record<string, PgColumn | SQL | SQL.Aliased>;
export type RowOf<C extends ResourceColumns> = SelectResultFields<C>;
/** A create/update body: the whole item, with `active` optional (none where the item has no switch). */
export type BodySchema = z.ZodType<object>;

/**
 * A back-office resource (decision 0038): what the kit needs to serve its list, create, update, active,
 * delete and move with the shape every manager shares (policy → lock → one transaction → answer).
 *
 * - `body` is the create/update body's schema (the whole item; `active` optional), as the contract has it.
 * - `Image` names the image fields: the same key in the body, the row and the table. Each is claimed through
 *   the uploads service inside the write (a new URL must be the administrator's upload; an unchanged one is
 *   kept; blank is none), with the content managers' "Please upload the image again" on the field.
 */
export interface ResourceDefinition<
  T extends PgTable,
  C extends ResourceColumns,
  Body extends BodySchema,
  Answer,
  Image extends string = never,
> {
  /** The list's name: in the ordering lock's key ('hero_slides'). */
  kind: string;
  table: T;
  /** What a write returns and a read selects (from `table` alone; see `find` for more). */
  columns: C;
  body: Body;
  /**
   * One row, locked FOR UPDATE when `lock`, for an answer that needs more than the table (a join): writes then
   * answer by reading the row again in their transaction. By default the kit reads `columns` from `table`.
   */
  find?: (db: Db | Tx, id: string, lock: boolean) => Promise<RowOf<C> | undefined>;
  /**
   * Every row in the list's order, for answers that need a join (with `find`): the list and a move's answer
   * read it. By default the kit reads `columns` from `table`.
   */
  findAll?: (db: Db) => Promise<RowOf<C>[]>;
  /** The policy rules (src/shared/domains): `edit` for every call, `delete` for the delete when given. */
  policy: { edit: (viewer: MaybeViewer) => boolean; delete?: (viewer: MaybeViewer) => boolean };
  /** The 404 text for an id that names nothing ('Hero slide not found'). */
  notFound: string;
  images?: readonly Image[];
  /** How the `images` fields are read and claimed, when not as the content managers' forms do (see ImageRules). */
  imageRules?: ImageRules;
  /** The text on an image field that is refused (the content managers' "Please upload the image again"). */
  imageRefused?: string;
  /**
   * What the body must satisfy against the other rows (a unique name), in the write's transaction: after the
   * list's lock (create) or the row's (update, with its id), before the images are claimed. It throws the
   * refusal (a 422 on the field).
   */
  check?: (tx: Tx, input: z.output<Body>, id?: string) => Promise<void>;
  /**
   * The row's values from the body (image fields and `active` aside: the kit adds them). A partial body (a
   * PATCH) may leave fields undefined: they keep their value, and an update with nothing to set writes
   * nothing and answers the item as it is.
   */
  values: (input: z.output<Body>, current: RowOf<C> | undefined) => Omit<Partial<T['$inferInsert']>, Image>;
  /**
   * The answer for a row (`now`: one instant for a whole list). An answer with more than the row (a
   * sub-collection, what the actor may do) reads it through `context`: in a write, its transaction.
   */
  answer: (row: RowOf<C>, now: Date, context: AnswerContext) => Answer | Promise<Answer>;
  /**
   * What goes with a create or update in its transaction, after the write (`before`: the row as it was, for an
   * update): notices it tells of. It may answer what must wait for the commit (the notices' mail).
   */
  afterWrite?: (tx: Tx, row: RowOf<C>, before: RowOf<C> | undefined) => Promise<AfterCommit | void>;
  /** An ordered list (move up/down, new items last); without it the resource has no move. */
  order?: ResourceOrder<C, z.output<Body>>;
  /**
   * What must go with the row in the delete's transaction, before it (a catalogue item's featured row); it may
   * refuse the delete, reading the delete's query (a card's typed title).
   */
  deleteWith?: (tx: Tx, id: string, query: DeleteQuery) => Promise<void>;
  /** The column a create writes the creator's id to: the item's owner (an event's organiser). */
  owner?: keyof T['$inferInsert'] & string;
  /**
   * Whether the actor may write this row (update, delete), beyond `policy`: a member's own item. The row is
   * locked first; one the actor may not write answers 404 `notFound`, as if it did not exist (another member's
   * object).
   */
  mayWrite?: (actor: Actor, row: RowOf<C>, rule: 'edit' | 'delete') => boolean;
  /**
   * What a deactivation or a delete does besides, in its transaction, knowing who did it (an event's open
   * reports closed as actioned): after the switch's write, before the delete's.
   */
  withdrawn?: (tx: Tx, id: string, actor: Actor) => Promise<void>;
}

/** Work a write leaves for after its commit (a mail cannot be rolled back). */
export type AfterCommit = (deps: Pick<Deps, 'db' | 'mailer' | 'logger' | 'config'>) => Promise<void>;

/** A delete's query string, as its endpoint's schema parsed it (none: `{}`). */
export type DeleteQuery = Record<string, string | undefined>;

export interface ResourceOrder<C extends ResourceColumns, Input> {
  /**
   * The advisory lock's first key ('home_order'); the second is `kind:part`. Without it the list's rows (of
   * the part) are locked FOR UPDATE instead, in their order: a list whose writers already lock its rows.
   */
  lock?: string;
  /**
   * The first item's number. 0 (the default): the list is numbered 0..n-1 and a new item takes the highest
   * number plus 1. 1: numbered 1..n as the spec numbers packages and rides, a new item the list's length
   * plus 1 ("list length plus 1").
   */
  first?: 0 | 1;
  sortOrder: PgColumn;
  createdAt: PgColumn;
  /**
   * A list in parts (ads by position): the key of the part in the body, the row and `columns`. An item goes
   * last in its part; an update that changes the part puts it last in the new one.
   */
  partBy?: keyof C & keyof Input & string;
}

/** What an answer may read with: the write's transaction (or the list's database) and who asked. */
export interface AnswerContext {
  db: Db | Tx;
  actor: Actor;
}

/**
 * The image fields' rules. By default they are the content managers' (hero slides, bands): the form sends the
 * field on every save, blank is no image, a new URL must be the administrator's `listing-image` upload, else 422
 * "Please upload the image again" on the field.
 */
export interface ImageRules {
  /** The upload's use (uploads domain): 'marqet-image' for the shop's pictures. */
  use?: UploadUse;
  /**
   * An update body that may leave the field out (its schema has it optional): left out keeps the image, null
   * removes it, any other value (blank too) must be an upload. A create without it has none.
   */
  leftOutKeeps?: boolean;
}
