import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { write, type WebEndpoint } from '../../lib/client';
import { FeatureToggle } from '../listing/feature-toggle';
import { Button } from '../ui/button';
import { ActiveToggle, DeleteButton, EditButton } from './item-actions';
import { ManagerCard } from './manager-card';
import { MoveButtons, useMoves, type MoveDirection } from './move-buttons';
import type {
  ResourceAction,
  ResourceDeclaration,
  ResourceEndpoints,
  ResourceRow,
} from './resource-declaration';
import { showSavedRow } from './show-saved-row';
import { useSingleEdit } from './use-single-edit';

/**
 * The page's writes as its items' cards and actions use them, with the declaration and the items on screen:
 * Activate/Deactivate, Delete (`confirm`: the words typed in its confirmation, when it asked for them), one move
 * at a time, one item at a time in edit mode and what its edit form gets (`editKit`: save, saved, cancel); each
 * write flashes its success message.
 */
export function useResourceOps(
  r: ResourceDeclaration<ResourceEndpoints, ResourceRow>,
  items: ResourceRow[],
  flash: (text: string | undefined) => void,
) {
  const queryClient = useQueryClient();
  const { edit, done, isEditing } = useSingleEdit();
  const moves = useMoves(r.texts.moveFailed ?? 'Failed to move item');
  const e = r.endpoints;
  const call = (endpoint: WebEndpoint | undefined, input: object): Promise<unknown> => {
    if (!endpoint) throw new Error(`${r.texts.title}: the page offers a write its resource does not declare`);
    return write(queryClient, endpoint, input as never);
  };
  /** The write answered the item as it now is: every cached page of the list shows it at once. */
  const shown = (answer: unknown) => {
    if (r.savedItem) showSavedRow(queryClient, e.list, r.savedItem(answer as never));
  };
  const updated = () => {
    done();
    flash(r.flash?.updated);
  };
  return {
    resource: r,
    items,
    call,
    moves,
    isEditing,
    edit,
    setActive: async (id: string, active: boolean) => {
      shown(await call(e.setActive, { params: { id }, body: { active } }));
      flash(active ? r.flash?.activated : r.flash?.deactivated);
    },
    remove: async (id: string, confirm?: string) => {
      await call(
        e.remove,
        confirm === undefined ? { params: { id } } : { params: { id }, query: { confirm } },
      );
      flash(r.flash?.deleted);
    },
    move: (id: string, direction: MoveDirection) =>
      moves.move(id, () => call(e.move, { params: { id }, body: { direction } })),
    editKit: (id: string) => ({
      save: async (input: unknown) => {
        shown(await call(e.update, { params: { id }, body: input }));
        updated();
      },
      saved: updated,
      cancel: done,
    }),
  };
}

type ResourceItemOps = ReturnType<typeof useResourceOps>;

/**
 * The actions of one item in the declared order: the page's own by name, the feature's render functions, and
 * a `{ panel }` toggle (its state is the caller's: `panelOpen`, `onTogglePanel`). A card's actions row and a
 * table's Actions cell.
 */
export function ResourceActions({
  item,
  index,
  ops,
  panelOpen = false,
  onTogglePanel,
}: {
  item: ResourceRow;
  index: number;
  ops: ResourceItemOps;
  panelOpen?: boolean;
  onTogglePanel?: () => void;
}) {
  const { resource: r, items } = ops;
  const name = r.name(item);

  function action(step: ResourceAction<ResourceRow>): ReactNode {
    if (typeof step === 'function') return step(item);
    if (typeof step === 'object') {
      const label = step.panel.label(item);
      if (label === null) return null;
      return (
        <Button variant="ghost" size="sm" aria-expanded={panelOpen} onClick={onTogglePanel}>
          {panelOpen ? step.panel.openLabel : label}
        </Button>
      );
    }
    switch (step) {
      case 'edit':
        return <EditButton variant={r.editVariant} itemName={name} onEdit={() => ops.edit(item.id)} />;
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
        return r.featureKind && (r.featurable?.(item) ?? true) ? (
          <FeatureToggle
            kind={r.featureKind}
            id={item.id}
            featured={(item as ResourceRow & { featured?: boolean }).featured ?? false}
            label={name}
          />
        ) : null;
      case 'move': {
        const groupOf = r.moveGroup;
        const group = groupOf ? items.filter((other) => groupOf(other) === groupOf(item)) : items;
        return (
          <MoveButtons
            index={groupOf ? group.indexOf(item) : index}
            count={group.length}
            itemName={name}
            disabled={ops.moves.moving}
            onMove={(direction) => ops.move(item.id, direction)}
            error={ops.moves.error?.id === item.id ? ops.moves.error.message : null}
          />
        );
      }
      case 'delete': {
        const confirmation = r.confirmDeleteOf?.(item);
        return (
          <DeleteButton
            itemName={name}
            message={confirmation?.message ?? r.texts.confirmDelete}
            typed={confirmation?.typed}
            failedMessage={r.texts.deleteFailed}
            onDelete={(typed) => ops.remove(item.id, typed)}
          />
        );
      }
    }
  }

  return (
    <>
      {r.actions.map((step, at) => (
        <Fragment key={at}>{action(step)}</Fragment>
      ))}
    </>
  );
}

/**
 * One item of a resource page: its card with the declaration's heading, picture, badges and facts, the actions
 * row in the declared order, and a panel a `{ panel }` action opened; in edit mode the declaration's edit form.
 */
export function ResourceItemCard({
  item,
  index,
  ops,
}: {
  item: ResourceRow;
  index: number;
  ops: ResourceItemOps;
}) {
  const [panelOpen, setPanelOpen] = useState(false);
  const r = ops.resource;
  const editing = ops.isEditing(item.id);
  const parts = r.card?.(item, editing) ?? {};

  const panels = panelOpen ? r.actions.flatMap((step) => (typeof step === 'object' ? [step.panel] : [])) : [];
  return (
    <ManagerCard
      title={parts.title ?? r.name(item)}
      imageUrl={parts.imageUrl}
      imageAlt={parts.imageAlt}
      active={item.active}
      badges={parts.badges}
      editing={editing}
      actions={
        editing ? null : (
          <ResourceActions
            item={item}
            index={index}
            ops={ops}
            panelOpen={panelOpen}
            onTogglePanel={() => setPanelOpen((open) => !open)}
          />
        )
      }
    >
      {editing ? (
        r.editForm?.(item, ops.editKit(item.id))
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
