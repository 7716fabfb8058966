import { Fragment, useState, type ReactNode } from 'react';
import { FeatureToggle } from '../listing/feature-toggle';
import { Button } from '../ui/button';
import { ActiveToggle, DeleteButton } from './item-actions';
import { ManagerCard } from './manager-card';
import { MoveButtons, type MoveDirection } from './move-buttons';
import type {
  ResourceAction,
  ResourceDeclaration,
  ResourceEndpoints,
  ResourceRow,
} from './resource-declaration';

/** The page as its items' cards and actions see it: the declaration, the items on screen and the writes. */
export interface ResourceItemOps {
  resource: ResourceDeclaration<ResourceEndpoints, ResourceRow>;
  items: ResourceRow[];
  setActive: (id: string, active: boolean) => Promise<void>;
  /** `confirm`: the words typed in the delete's confirmation, when it asked for them. */
  remove: (id: string, confirm?: string) => Promise<void>;
  move: (id: string, direction: MoveDirection) => void;
  /** A move is running: Move up/down wait for it. */
  moving: boolean;
  /** The last move that failed, shown beside that item's Move buttons. */
  moveError: { id: string; message: string } | null;
  /** One item at a time in edit mode; `editKit` is what its edit form gets. */
  isEditing: (id: string) => boolean;
  edit: (id: string) => void;
  editKit: (id: string) => ResourceEditKit;
}

/** In edit mode, what the declaration's edit form gets (save, saved, cancel). */
export type ResourceEditKit = Parameters<
  NonNullable<ResourceDeclaration<ResourceEndpoints, ResourceRow>['editForm']>
>[1];

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
        return (
          <Button
            variant={r.editVariant ?? 'secondary'}
            size="sm"
            aria-label={`Edit ${name}`}
            onClick={() => ops.edit(item.id)}
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
            disabled={ops.moving}
            onMove={(direction) => ops.move(item.id, direction)}
            error={ops.moveError?.id === item.id ? ops.moveError.message : null}
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
  const name = r.name(item);
  const parts = r.card?.(item, editing) ?? {};

  const panels = panelOpen ? r.actions.flatMap((step) => (typeof step === 'object' ? [step.panel] : [])) : [];
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
