import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { EndpointAnswer } from '../../../shared/contract';
import type { ItemKind } from '../../../shared/domains/item-kind';
import type { CallInput, EndpointOf, WebEndpoint } from '../../lib/client';
import type { FilterSpec, useListState } from '../listing/use-list-query';
import type { IconName } from '../ui/icon';

/** A resource's endpoints (src/web/endpoints): its list, and the writes the page offers. */
export interface ResourceEndpoints {
  /** The manager's list: `{ items }`, paged (`{ items, total, page, pageSize }`) when it has `search`. */
  list: WebEndpoint;
  /** Body: the add form's input. */
  create?: WebEndpoint;
  /** `:id`; body: the edit form's input. */
  update?: WebEndpoint;
  /** `:id`; body `{ active }`. */
  setActive?: WebEndpoint;
  /** `:id`. */
  remove?: WebEndpoint;
  /** `:id`; body `{ direction }`. */
  move?: WebEndpoint;
}

/**
 * The endpoints of a domain whose admin routes use the usual names (`adminList`, `create`, `update`, `setActive`,
 * `remove`), as a manager's `endpoints`: `endpoints: adminResourceEndpoints(bandEndpoints)`.
 */
export const adminResourceEndpoints = <
  D extends Record<'adminList' | 'create' | 'update' | 'setActive' | 'remove', WebEndpoint>,
>(
  d: D,
): { list: D['adminList'] } & Pick<D, 'create' | 'update' | 'setActive' | 'remove'> => ({
  ...d,
  list: d.adminList,
});

type Answer<W> = W extends WebEndpoint ? EndpointAnswer<EndpointOf<W>> : never;
/** What a write endpoint takes as its body (a form's input). */
export type BodyOf<W> = W extends WebEndpoint ? NonNullable<CallInput<EndpointOf<W>>['body']> : never;
/** One item of the resource's list, as its list endpoint answers it. */
export type ResourceItem<E extends ResourceEndpoints> =
  Answer<E['list']> extends { items: readonly (infer T)[] } ? T : never;

/** The page's words (the spec's); the success messages are in `flash`. */
export interface ResourceTexts {
  title: string;
  description?: ReactNode;
  /** The add toggle ("Add New Band") and, when it differs, the add panel's heading ("Add a band"). */
  add: string;
  addTitle?: string;
  loading: string;
  loadFailed: string;
  empty: string;
  /** The empty state's title while a search is on ("No positions match your search criteria"); `empty` by default. */
  noMatch?: string;
  updateFailed: string;
  deleteFailed: string;
  confirmDelete: string;
  moveFailed?: string;
  /** The grid's accessible name; the title by default. */
  gridLabel?: string;
}

/** The success message after each kind of write (shown 3 s); a write without one shows none. */
export interface ResourceFlash {
  added?: string;
  updated?: string;
  deleted?: string;
  activated?: string;
  deactivated?: string;
}

/** A button in the actions row that opens a panel under the card's facts (an event's reports). */
export interface ResourcePanel<T> {
  /** The button's text while closed, or null for no button on this item. */
  label: (item: T) => string | null;
  openLabel: string;
  render: (item: T) => ReactNode;
}

/**
 * The actions row of a card, in order: the page's own actions by name, or the feature's (a View link, a
 * form link) as a render function, or a panel toggle.
 */
export type ResourceAction<T> =
  | 'edit'
  | 'activate'
  | 'feature'
  | 'move'
  | 'delete'
  | ((item: T) => ReactNode)
  | { panel: ResourcePanel<T> };

/** What a card shows of an item besides its name, its Active badge and its actions. */
export interface ResourceCard {
  /** The card's heading when it is not the item's name ("Edit: Carnival Monday" while editing). */
  title?: string;
  imageUrl?: string | null;
  imageAlt?: string;
  badges?: ReactNode;
  /** The facts (view mode). */
  facts?: ReactNode;
}

/**
 * One content type's manager, declared: its endpoints, words, card and forms. `ResourcePage` draws the whole
 * screen from it.
 */
export interface ResourceDeclaration<E extends ResourceEndpoints, T = ResourceItem<E>> {
  endpoints: E;
  texts: ResourceTexts;
  flash?: ResourceFlash;
  /** The empty state's icon. */
  icon: IconName;
  /** A searched, paged list (the address holds `q`, `page` and the filters); without it the list loads whole. */
  search?: {
    label: string;
    placeholder: string;
    /** "Showing 3 bands"; without it (and `countText`) no count. */
    noun?: { singular: string; plural: string };
    countText?: (total: number) => string;
    /** The list's filters (useListState) and their controls beside the search box. */
    filters?: Record<string, FilterSpec>;
    filterControls?: (list: ReturnType<typeof useListState<string>>) => ReactNode;
    /** A page past the last (after a delete): this title and a link to page 1. */
    pastEnd?: string;
    pagerLabel?: string;
  };
  /** The item's name: the card's heading and what each action's accessible name says. */
  name: (item: T) => string;
  /** The card of an item (not with `table`). */
  card?: (item: T, editing: boolean) => ResourceCard;
  /**
   * The results as a table (`DataTable`, a searched list) rather than cards: these columns, then Actions (the
   * declared actions; no inline edit there: Edit is the feature's link to its own page).
   */
  table?: { caption: string; columns: ColumnDef<T, any>[] };
  actions: readonly ResourceAction<T>[];
  /** Edit's button style (secondary by default). */
  editVariant?: 'primary' | 'secondary';
  /** The star's kind, for the `feature` action. */
  featureKind?: ItemKind;
  /**
   * The delete's confirmation for one item when it says more than `texts.confirmDelete` (what goes with it), and
   * the words to type before Delete is offered (sent as the delete's `confirm`; the server checks them too).
   */
  confirmDeleteOf?: (item: T) => DeleteConfirmation | undefined;
  /** Whether an item gets the star (every item by default): not where featuring it would show nowhere. */
  featurable?: (item: T) => boolean;
  /** Items are moved among those of one group (an ad's position); all items by default. */
  moveGroup?: (item: T) => string;
  /**
   * The item as a write answers it (update, setActive), when the answer is the item as it now is: every cached
   * page of the list shows it at once (`showSavedRow`).
   */
  savedItem?: (answer: Answer<E['update']> | Answer<E['setActive']>) => T;
  /** The add panel's form: `save` creates, closes the panel and flashes `added`. */
  addForm?: (kit: { save: (input: BodyOf<E['create']>) => Promise<void>; close: () => void }) => ReactNode;
  /**
   * The edit form in the card (one item at a time): `save` updates, leaves edit mode and flashes `updated`;
   * `saved` does the last two for an editor that writes itself; `cancel` leaves edit mode.
   */
  editForm?: (
    item: T,
    kit: { save: (input: BodyOf<E['update']>) => Promise<void>; saved: () => void; cancel: () => void },
  ) => ReactNode;
  /** Between the add panel and the list (an extra panel of the page). */
  aside?: ReactNode;
  /** Beside the title (links to related pages). */
  headerActions?: ReactNode;
  /** The document's title, when the page sets one. */
  documentTitle?: string;
  /** Part of another page (a tab): without the frame (Back to Admin and the title). */
  embedded?: boolean;
}

/** An item's delete confirmation: the question and, for a delete that takes others' work with it, what to type. */
export interface DeleteConfirmation {
  message: string;
  typed?: { label: string; value: string };
}

/** What the page needs of every item: its id and its active flag. */
export type ResourceRow = { id: string; active: boolean };

/** A declaration, its item type read from its list endpoint's answer. */
export const defineResource = <E extends ResourceEndpoints>(declaration: ResourceDeclaration<E>) =>
  declaration;
