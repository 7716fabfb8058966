import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ManagerForm } from '../../../components/manager/manager-form';
import {
  ResourcePage,
  type ResourceDeclaration,
  type ResourceEndpoints,
} from '../../../components/manager/resource-page';
import type { IconName } from '../../../components/ui/icon';
import { homeContentEndpoints } from '../../../endpoints/home-content';
import type { ContentInputs, ContentItems, ContentList } from './api';
import type { slideTexts } from './messages';

type Texts = typeof slideTexts;

/**
 * A manager's add and edit form: the server's schema, the form's name for the item being edited (none when
 * adding: 'Add an ad' / 'Edit Carnival'), the values it opens with, and its fields (two columns).
 */
export interface ContentForm<L extends ContentList, S extends z.ZodType<ContentInputs[L], FieldValues>> {
  schema: S;
  label: (item?: ContentItems[L]) => string;
  values: (item?: ContentItems[L]) => DefaultValues<z.input<S>>;
  fields: ReactNode;
}

/**
 * One of the home page's managers (hero slides, ads, partners) on the resource page: the add panel, the items
 * in order as cards with Move up/down, Edit (one at a time; Cancel discards), Activate/Deactivate and Delete
 * with the confirmation. Items of one `groupOf` (an ad's position) are ordered among themselves.
 */
export function ContentManager<L extends ContentList, S extends z.ZodType<ContentInputs[L], FieldValues>>({
  list,
  texts,
  icon,
  itemName,
  imageOf,
  facts,
  badges,
  groupOf,
  form,
}: {
  list: L;
  texts: Texts;
  icon: IconName;
  itemName: (item: ContentItems[L]) => string;
  imageOf: (item: ContentItems[L]) => string | null;
  facts: (item: ContentItems[L]) => ReactNode;
  badges?: (item: ContentItems[L]) => ReactNode;
  groupOf?: (item: ContentItems[L]) => string;
  form: ContentForm<L, S>;
}) {
  const itemForm = (
    item: ContentItems[L] | undefined,
    save: (input: ContentInputs[L]) => Promise<void>,
    onCancel: () => void,
    submitLabel: string,
  ) => (
    <ManagerForm
      schema={form.schema}
      aria-label={form.label(item)}
      defaultValues={form.values(item)}
      errorFallback={item ? texts.updateFailed : texts.addFailed}
      onSubmit={(values) => save(values)}
      submitLabel={submitLabel}
      onCancel={onCancel}
      columns
    >
      {form.fields}
    </ManagerForm>
  );
  // The list's endpoints take its own input (the form's) and answer its own items: TypeScript only cannot tie
  // `list` to them.
  const resource: ResourceDeclaration<ResourceEndpoints, ContentItems[L]> = {
    endpoints: homeContentEndpoints[list],
    texts,
    flash: { added: texts.added, updated: texts.updated, deleted: texts.deleted },
    icon,
    name: itemName,
    card: (item) => ({ imageUrl: imageOf(item), badges: badges?.(item), facts: facts(item) }),
    actions: ['move', 'edit', 'activate', 'delete'],
    moveGroup: groupOf,
    addForm: ({ save, close }) => itemForm(undefined, save, close, texts.add.replace(' New', '')),
    editForm: (item, { save, cancel }) => itemForm(item, save, cancel, 'Save Changes'),
  };
  return <ResourcePage resource={resource} />;
}
