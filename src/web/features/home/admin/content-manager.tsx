import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { declaredForm, type DeclaredField } from '../../../components/manager/declared-form';
import {
  ResourcePage,
  type ResourceCard,
  type ResourceDeclaration,
  type ResourceEndpoints,
} from '../../../components/manager/resource-page';
import type { IconName } from '../../../components/ui/icon';
import { homeContentEndpoints } from '../../../endpoints/home-content';
import type { ContentInput, ContentItem, ContentList } from './api';
import type { slideTexts } from './messages';

type Texts = typeof slideTexts;

/**
 * A manager's add and edit form: the server's schema, the form's name for the item being edited (none when
 * adding: 'Add an ad' / 'Edit Carnival') and its fields (two columns).
 */
export interface ContentForm<L extends ContentList, S extends z.ZodType<ContentInput<L>, FieldValues>> {
  schema: S;
  label: (item?: ContentItem<L>) => string;
  fields: readonly DeclaredField[];
}

/**
 * One of the home page's managers (hero slides, ads, partners) on the resource page: the add panel, the items
 * in order as cards with Move up/down, Edit (one at a time; Cancel discards), Activate/Deactivate and Delete
 * with the confirmation. Items of one `groupOf` (an ad's position) are ordered among themselves.
 */
export function ContentManager<L extends ContentList, S extends z.ZodType<ContentInput<L>, FieldValues>>({
  list,
  texts,
  icon,
  itemName,
  card,
  groupOf,
  form,
}: {
  list: L;
  texts: Texts;
  icon: IconName;
  itemName: (item: ContentItem<L>) => string;
  card: (item: ContentItem<L>) => ResourceCard;
  groupOf?: (item: ContentItem<L>) => string;
  form: ContentForm<L, S>;
}) {
  // One form adds (no item) and edits, in two columns.
  const forms = declaredForm<ContentItem<L>, S>({
    ...form,
    texts,
    submit: { add: texts.add.replace(' New', ''), edit: 'Save Changes', adding: 'Saving...' },
    addCancel: true,
    columns: true,
  });
  // The list's endpoints take its own input (the form's) and answer its own items: TypeScript only cannot tie
  // `list` to them.
  const resource: ResourceDeclaration<ResourceEndpoints, ContentItem<L>> = {
    endpoints: homeContentEndpoints[list],
    texts,
    flash: { added: texts.added, updated: texts.updated, deleted: texts.deleted },
    icon,
    name: itemName,
    card,
    actions: ['move', 'edit', 'activate', 'delete'],
    moveGroup: groupOf,
    ...forms,
  };
  return <ResourcePage resource={resource} />;
}
