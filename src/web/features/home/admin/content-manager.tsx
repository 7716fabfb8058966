import type { ReactNode } from 'react';
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

/** What a manager's form gets: the item being edited (none when adding), the save, and Cancel. */
export interface ContentFormProps<L extends ContentList> {
  item?: ContentItems[L];
  onSave: (input: ContentInputs[L]) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
}

/**
 * One of the home page's managers (hero slides, ads, partners) on the resource page: the add panel, the items
 * in order as cards with Move up/down, Edit (one at a time; Cancel discards), Activate/Deactivate and Delete
 * with the confirmation. Items of one `groupOf` (an ad's position) are ordered among themselves.
 */
export function ContentManager<L extends ContentList>({
  list,
  texts,
  icon,
  itemName,
  imageOf,
  facts,
  badges,
  groupOf,
  Form,
}: {
  list: L;
  texts: Texts;
  icon: IconName;
  itemName: (item: ContentItems[L]) => string;
  imageOf: (item: ContentItems[L]) => string | null;
  facts: (item: ContentItems[L]) => ReactNode;
  badges?: (item: ContentItems[L]) => ReactNode;
  groupOf?: (item: ContentItems[L]) => string;
  Form: (props: ContentFormProps<L>) => ReactNode;
}) {
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
    addForm: ({ save, close }) => (
      <Form submitLabel={texts.add.replace(' New', '')} onCancel={close} onSave={save} />
    ),
    editForm: (item, { save, cancel }) => (
      <Form item={item} submitLabel="Save Changes" onCancel={cancel} onSave={save} />
    ),
  };
  return <ResourcePage resource={resource} />;
}
