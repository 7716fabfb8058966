import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AddPanel } from '../../../components/manager/add-panel';
import { ActiveToggle, DeleteButton } from '../../../components/manager/item-actions';
import { ManagerCard, ManagerGrid } from '../../../components/manager/manager-card';
import { MoveButtons, type MoveDirection } from '../../../components/manager/move-buttons';
import { QueryState } from '../../../components/manager/query-state';
import { useFlash } from '../../../components/manager/use-flash';
import { useSingleEdit } from '../../../components/manager/use-single-edit';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import type { IconName } from '../../../components/ui/icon';
import { errorMessage } from '../../../lib/api';
import { AdminPage } from '../../../components/manager/admin-page';
import { contentApi, contentListQuery, type ContentInputs, type ContentItems, type ContentList } from './api';
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
 * One of the home page's managers (hero slides, ads, partners): the add panel, the items in order as cards
 * with Move up/down, Edit (one at a time; Cancel discards), Activate/Deactivate and Delete with the
 * confirmation. Items of one `groupOf` (an ad's position) are ordered among themselves.
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
  const queryClient = useQueryClient();
  const query = useQuery(contentListQuery(list));
  const ops = contentApi(list, queryClient);
  const { edit, done, isEditing } = useSingleEdit();
  const { message, flash } = useFlash();
  const [moveError, setMoveError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);

  async function move(id: string, direction: MoveDirection) {
    setMoveError(null);
    setMoving(true);
    try {
      await ops.move(id, direction);
    } catch (failure) {
      setMoveError(errorMessage(failure, texts.moveFailed));
    } finally {
      setMoving(false);
    }
  }

  return (
    <AdminPage title={texts.title} description={texts.description}>
      <AddPanel label={texts.add}>
        {(close) => (
          <Form
            submitLabel={texts.add.replace(' New', '')}
            onCancel={close}
            onSave={async (input) => {
              await ops.create(input);
              close();
              flash(texts.added);
            }}
          />
        )}
      </AddPanel>
      {message ? (
        <Alert tone="success" className="mb-4">
          {message}
        </Alert>
      ) : null}
      {moveError ? (
        <Alert tone="error" className="mb-4">
          {moveError}
        </Alert>
      ) : null}
      <QueryState query={query} loadingLabel={texts.loading} failedMessage={texts.loadFailed}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState icon={icon} title={texts.empty} />
          ) : (
            <ManagerGrid label={texts.title}>
              {items.map((item) => {
                const name = itemName(item);
                const group = groupOf ? items.filter((other) => groupOf(other) === groupOf(item)) : items;
                const editing = isEditing(item.id);
                return (
                  <ManagerCard
                    key={item.id}
                    title={name}
                    imageUrl={imageOf(item)}
                    active={item.active}
                    badges={badges?.(item)}
                    editing={editing}
                    actions={
                      editing ? null : (
                        <>
                          <MoveButtons
                            index={group.indexOf(item)}
                            count={group.length}
                            itemName={name}
                            disabled={moving}
                            onMove={(direction) => void move(item.id, direction)}
                          />
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={`Edit ${name}`}
                            onClick={() => edit(item.id)}
                          >
                            Edit
                          </Button>
                          <ActiveToggle
                            active={item.active}
                            itemName={name}
                            failedMessage={texts.updateFailed}
                            onToggle={(next) => ops.setActive(item.id, next)}
                          />
                          <DeleteButton
                            itemName={name}
                            message={texts.confirmDelete}
                            failedMessage={texts.deleteFailed}
                            onDelete={async () => {
                              await ops.remove(item.id);
                              flash(texts.deleted);
                            }}
                          />
                        </>
                      )
                    }
                  >
                    {editing ? (
                      <Form
                        item={item}
                        submitLabel="Save Changes"
                        onCancel={done}
                        onSave={async (input) => {
                          await ops.update(item.id, input);
                          done();
                          flash(texts.updated);
                        }}
                      />
                    ) : (
                      facts(item)
                    )}
                  </ManagerCard>
                );
              })}
            </ManagerGrid>
          )
        }
      </QueryState>
    </AdminPage>
  );
}
