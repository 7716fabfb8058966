import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FormSchema } from '../form/form';
import { AddPanel } from '../manager/add-panel';
import type { MoveDirection } from '../manager/move-buttons';
import { QueryState } from '../manager/query-state';
import { useFlash } from '../manager/use-flash';
import { Alert } from '../ui/alert';
import { ItemForm, ItemList } from './item-list';

/** What every item of a sub-collection has: its id and whether the public sees it. */
export interface SubItem {
  id: string;
  active: boolean;
}

/** The item's form: the feature's inputs and schema; the editor adds the submit button and Cancel. */
export interface SubForm<T, S extends FormSchema> {
  schema: S;
  fields: ReactNode;
  /** The inputs' first values: blank for a new item, the item's for an edit. */
  values: (item?: T) => DefaultValues<z.input<S>>;
  /** The submit button's text while it saves ("Saving...", "Adding..."). */
  pendingLabel: string;
}

export interface SubAdd<S extends FormSchema> {
  /**
   * `panel`: the "Add …" toggle above the list opens the form (`label` on the toggle and the submit button,
   * `title` heads the panel and names the form). `below`: the form is always open below the list (named
   * `title`), and starts blank again after each addition.
   */
  placement: 'panel' | 'below';
  label: string;
  title: string;
  errorFallback: string;
  onAdd: (values: z.output<S>) => Promise<unknown>;
  /** Shown instead of the form when no more items may be added (a limit reached). */
  closed?: string | null;
}

export interface SubEdit<T, S extends FormSchema> {
  submitLabel: string;
  errorFallback: string;
  onSave: (item: T, values: z.output<S>) => Promise<unknown>;
}

/** The list's source: the items at hand, or a query whose data they are (spinner, error box, Try Again). */
export type SubSource<T> =
  | { items: readonly T[] }
  | { query: UseQueryResult<readonly T[]>; loadingLabel: string; failedMessage: string };

export interface SubCollectionProps<T extends SubItem, S extends FormSchema> {
  source: SubSource<T>;
  /** The item's name in the buttons' accessible names ("Edit Sorrel", "Delete discount SUNRISE15"). */
  name: (item: T, index: number) => string;
  /** What the item shows when it is not being edited. */
  render: (item: T, index: number, name: string) => ReactNode;
  /** Rows: shown between the item and its buttons (its Active badge). */
  aside?: (item: T) => ReactNode;
  /** `rows`: one item a row, buttons at the end; `cards`: an ordered grid, buttons under each item. */
  layout: 'rows' | 'cards';
  listLabel?: string;
  itemClassName?: string;
  /** Shown when there are no items. */
  empty: string;
  form?: SubForm<T, S>;
  add?: SubAdd<S>;
  edit?: SubEdit<T, S>;
  /** Activate / Deactivate, saved at once. */
  toggle?: { failedMessage: string; onToggle: (item: T, active: boolean) => Promise<unknown> };
  /** Move up / Move down, saved at once; one move at a time. */
  move?: {
    failedMessage: string;
    onMove: (item: T, index: number, direction: MoveDirection) => Promise<unknown>;
  };
  /** Delete (or Remove) after the confirmation `message`. */
  remove: {
    label?: string;
    message: string;
    failedMessage: string;
    onRemove: (item: T) => Promise<unknown>;
  };
  /** Success messages that go after 3 s (admin-back-office.md §9), when the screen shows them. */
  flash?: { added: string; updated: string; removed: string };
}

/**
 * One editor for the items a record holds (a restaurant's menu, photos and discounts, an event's discount codes,
 * a provider's client photos): the list, its empty text, add, edit one item at a time (admin-back-office.md §4),
 * activate, move and delete after a confirmation. The feature gives its fields, texts and calls; a failed save
 * stays in its form with what was typed, a failed delete in its dialog.
 */
export function SubCollection<T extends SubItem, S extends FormSchema>(props: SubCollectionProps<T, S>) {
  const { source, form, add, flash } = props;
  const { message, flash: said } = useFlash();
  const [formKey, setFormKey] = useState(0);
  const addForm = (close?: () => void) =>
    form && add ? (
      <ItemForm
        key={formKey}
        form={form}
        label={add.title}
        submitLabel={add.label}
        errorFallback={add.errorFallback}
        className={
          add.placement === 'below' ? 'flex flex-col gap-3 rounded-xl bg-sunset-50/60 p-3' : undefined
        }
        onSubmit={async (values) => {
          await add.onAdd(values);
          said(flash?.added);
          if (close) close();
          else setFormKey((k) => k + 1);
        }}
      />
    ) : null;

  return (
    <>
      {message ? <Alert tone="success">{message}</Alert> : null}
      {add?.placement === 'panel' ? (
        <AddPanel label={add.label} title={add.title}>
          {(close) => addForm(close)}
        </AddPanel>
      ) : null}
      {'items' in source ? (
        <ItemList {...props} items={source.items} said={said} />
      ) : (
        <QueryState
          query={source.query}
          loadingLabel={source.loadingLabel}
          failedMessage={source.failedMessage}
        >
          {(items) => <ItemList {...props} items={items} said={said} />}
        </QueryState>
      )}
      {add?.placement === 'below' ? (
        add.closed ? (
          <p className="text-sm text-gray-700">{add.closed}</p>
        ) : (
          addForm()
        )
      ) : null}
    </>
  );
}
