import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { EndpointAnswer } from '../../../shared/contract';
import type { ItemKind } from '../../../shared/domains/item-kind';
import { errorMessage } from '../../lib/api';
import {
  endpointListQuery,
  endpointQuery,
  write,
  type CallInput,
  type EndpointOf,
  type WebEndpoint,
} from '../../lib/client';
import { FeatureToggle } from '../listing/feature-toggle';
import { useListState, type FilterSpec } from '../listing/use-list-query';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import type { IconName } from '../ui/icon';
import { AddPanel } from './add-panel';
import { AdminPage } from './admin-page';
import { ActiveToggle, DeleteButton } from './item-actions';
import { ManagerCard } from './manager-card';
import { ManagerResults, type ManagerList } from './manager-results';
import { MoveButtons, type MoveDirection } from './move-buttons';
import { showSavedRow } from './show-saved-row';
import { useFlash } from './use-flash';
import { useSingleEdit } from './use-single-edit';

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
  card: (item: T, editing: boolean) => ResourceCard;
  actions: readonly ResourceAction<T>[];
  /** Edit's button style (secondary by default). */
  editVariant?: 'primary' | 'secondary';
  /** The star's kind, for the `feature` action. */
  featureKind?: ItemKind;
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
}

type Item = { id: string; active: boolean };

/** A declaration, its item type read from its list endpoint's answer. */
export const defineResource = <E extends ResourceEndpoints>(declaration: ResourceDeclaration<E>) =>
  declaration;

/**
 * The back office's resource page (admin-back-office.md §2, §4, §8): the frame with the title, the "Add New …"
 * panel, the search and filters, the success message, then `ManagerResults`' states and the grid of cards,
 * each with its facts and actions (Edit, one item at a time; Activate/Deactivate; the star; Move up/down;
 * Delete with the confirmation), and in edit mode its form. A message passed in the address's state
 * (`navigate(path, { state: { flash } })`, as the form builder does on its way back) shows as a success.
 */
export function ResourcePage<E extends ResourceEndpoints, I>({
  resource,
}: {
  resource: ResourceDeclaration<E, I>;
}) {
  type T = Item;
  // Inside the page an item is what every list item is: an id and its active flag.
  const r = resource as unknown as ResourceDeclaration<ResourceEndpoints, T>;
  const queryClient = useQueryClient();
  const e = r.endpoints as ResourceEndpoints;
  const list = useListState<string>({ filters: r.search?.filters ?? {} });
  const query = useQuery(
    r.search
      ? endpointListQuery(e.list, { query: list.apiParams } as never)
      : endpointQuery(e.list, {} as never),
  ) as UseQueryResult<ManagerList<T>>;
  const { edit, done, isEditing } = useSingleEdit();
  const { message, flash } = useFlash();
  const [moving, setMoving] = useState(false);
  const [moveError, setMoveError] = useState<string | null>(null);
  const [openPanels, setOpenPanels] = useState<ReadonlySet<string>>(new Set());
  useArrivalFlash(flash);

  const say = (text: string | undefined) => {
    if (text) flash(text);
  };
  const call = (endpoint: WebEndpoint | undefined, input: object): Promise<unknown> => {
    if (!endpoint) throw new Error(`${r.texts.title}: the page offers a write its resource does not declare`);
    return write(queryClient, endpoint, input as never);
  };
  const shown = (answer: unknown) => {
    if (r.savedItem) showSavedRow(queryClient, e.list, r.savedItem(answer as never));
  };
  const ops = {
    create: async (input: unknown) => {
      await call(e.create, { body: input });
    },
    update: async (id: string, input: unknown) =>
      shown(await call(e.update, { params: { id }, body: input })),
    setActive: async (id: string, active: boolean) => {
      shown(await call(e.setActive, { params: { id }, body: { active } }));
      say(active ? r.flash?.activated : r.flash?.deactivated);
    },
    remove: async (id: string) => {
      await call(e.remove, { params: { id } });
      say(r.flash?.deleted);
    },
    move: async (id: string, direction: MoveDirection) => {
      setMoveError(null);
      setMoving(true);
      try {
        await call(e.move, { params: { id }, body: { direction } });
      } catch (failure) {
        setMoveError(errorMessage(failure, r.texts.moveFailed ?? 'Failed to move item'));
      } finally {
        setMoving(false);
      }
    },
  };

  function action(step: ResourceAction<T>, item: T, name: string, index: number, items: T[]): ReactNode {
    if (typeof step === 'function') return step(item);
    if (typeof step === 'object') {
      const label = step.panel.label(item);
      if (label === null) return null;
      const open = openPanels.has(item.id);
      return (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          onClick={() =>
            setOpenPanels((ids) => {
              const next = new Set(ids);
              if (open) next.delete(item.id);
              else next.add(item.id);
              return next;
            })
          }
        >
          {open ? step.panel.openLabel : label}
        </Button>
      );
    }
    switch (step) {
      case 'edit':
        return (
          <Button
            variant={r.editVariant ?? 'secondary'}
            size="sm"
            aria-label={`Edit ${name}`}
            onClick={() => edit(item.id)}
          >
            Edit
          </Button>
        );
      case 'activate':
        return (
          <ActiveToggle
            active={item.active}
            itemName={name}
            failedMessage={r.texts.updateFailed}
            onToggle={(next) => ops.setActive(item.id, next)}
          />
        );
      case 'feature':
        return r.featureKind ? (
          <FeatureToggle
            kind={r.featureKind}
            id={item.id}
            featured={(item as Item & { featured?: boolean }).featured ?? false}
            label={name}
          />
        ) : null;
      case 'move': {
        const group = r.moveGroup
          ? items.filter((other) => r.moveGroup!(other) === r.moveGroup!(item))
          : items;
        return (
          <MoveButtons
            index={r.moveGroup ? group.indexOf(item) : index}
            count={group.length}
            itemName={name}
            disabled={moving}
            onMove={(direction) => void ops.move(item.id, direction)}
          />
        );
      }
      case 'delete':
        return (
          <DeleteButton
            itemName={name}
            message={r.texts.confirmDelete}
            failedMessage={r.texts.deleteFailed}
            onDelete={() => ops.remove(item.id)}
          />
        );
    }
  }

  function card(item: T, index: number, items: T[]) {
    const name = r.name(item);
    const editing = isEditing(item.id);
    const parts = r.card(item, editing);
    const panels = r.actions.flatMap((step) =>
      typeof step === 'object' && openPanels.has(item.id) ? [step.panel] : [],
    );
    return (
      <ManagerCard
        title={parts.title ?? name}
        imageUrl={parts.imageUrl}
        imageAlt={parts.imageAlt}
        active={item.active}
        badges={parts.badges}
        editing={editing}
        actions={
          editing ? null : (
            <>
              {r.actions.map((step, at) => (
                <Fragment key={at}>{action(step, item, name, index, items)}</Fragment>
              ))}
            </>
          )
        }
      >
        {editing ? (
          r.editForm?.(item, {
            save: async (input) => {
              await ops.update(item.id, input);
              done();
              say(r.flash?.updated);
            },
            saved: () => {
              done();
              say(r.flash?.updated);
            },
            cancel: done,
          })
        ) : (
          <>
            {parts.facts}
            {panels.map((panel, at) => (
              <div key={at} className="mt-4">
                {panel.render(item)}
              </div>
            ))}
          </>
        )}
      </ManagerCard>
    );
  }

  return (
    <AdminPage title={r.texts.title} description={r.texts.description} actions={r.headerActions}>
      {r.documentTitle ? <title>{r.documentTitle}</title> : null}
      {r.addForm ? (
        <AddPanel label={r.texts.add} title={r.texts.addTitle}>
          {(close) =>
            r.addForm!({
              save: async (input) => {
                await ops.create(input);
                close();
                say(r.flash?.added);
              },
              close,
            })
          }
        </AddPanel>
      ) : null}
      {r.aside}
      {moveError ? (
        <Alert tone="error" className="mb-4">
          {moveError}
        </Alert>
      ) : null}
      <ManagerResults
        query={query}
        list={r.search ? list : undefined}
        search={r.search}
        filters={r.search?.filterControls?.(list)}
        notice={message}
        loadingLabel={r.texts.loading}
        failedMessage={r.texts.loadFailed}
        empty={{ icon: r.icon, title: r.texts.empty }}
        pastEnd={r.search?.pastEnd}
        noun={r.search?.noun}
        countText={r.search?.countText}
        gridLabel={r.texts.gridLabel ?? r.texts.title}
        pagerLabel={r.search?.pagerLabel}
      >
        {card}
      </ManagerResults>
    </AdminPage>
  );
}

/** A success message the previous page handed over in the address's state (then cleared from it). */
function useArrivalFlash(flash: (text: string) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = (location.state as { flash?: string } | null)?.flash;
  useEffect(() => {
    if (!arrived) return;
    flash(arrived);
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [arrived, flash, navigate, location.pathname, location.search]);
}
