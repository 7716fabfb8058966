import { useState } from 'react';
import { z } from 'zod';
import { FormCheckbox, FormTextField } from '../form/fields';
import { SubCollection, type SubCollectionProps } from './sub-collection';

/** The sub-collection editor's tests: a menu of dishes kept in the page's state. */

export interface Dish {
  id: string;
  name: string;
  active: boolean;
}

export const dishSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  active: z.boolean(),
});
type DishInput = z.infer<typeof dishSchema>;

const fields = (
  <>
    <FormTextField label="Dish name" name="name" />
    <FormCheckbox label="Active" name="active" />
  </>
);

type Calls = {
  add?: (input: DishInput) => Promise<unknown>;
  save?: (dish: Dish, input: DishInput) => Promise<unknown>;
  remove?: (dish: Dish) => Promise<unknown>;
  toggle?: (dish: Dish, active: boolean) => Promise<unknown>;
  move?: (dish: Dish, index: number, direction: 'up' | 'down') => Promise<unknown>;
};

export const pass = () => Promise.resolve();

/** A menu kept in the page's state; each call is the test's, and a call that settles changes the list. */
export function Menu({
  initial,
  calls = {},
  extra = {},
}: {
  initial: Dish[];
  calls?: Calls;
  extra?: Partial<SubCollectionProps<Dish, typeof dishSchema>>;
}) {
  const [dishes, setDishes] = useState(initial);
  return (
    <SubCollection
      source={{ items: dishes }}
      layout="rows"
      name={(dish) => dish.name}
      empty="No dishes yet"
      render={(dish) => <p>{dish.name}</p>}
      form={{
        schema: dishSchema,
        fields,
        values: (dish) => ({ name: dish?.name ?? '', active: dish?.active ?? true }),
        pendingLabel: 'Saving...',
      }}
      add={{
        placement: 'panel',
        label: 'Add Dish',
        title: 'Add a dish',
        errorFallback: 'Failed to add dish',
        onAdd: async (input) => {
          await (calls.add ?? pass)(input);
          setDishes((list) => [...list, { id: `new-${list.length}`, ...input }]);
        },
      }}
      edit={{
        submitLabel: 'Save Changes',
        errorFallback: 'Failed to update dish',
        onSave: async (dish, input) => {
          await (calls.save ?? pass)(dish, input);
          setDishes((list) => list.map((d) => (d.id === dish.id ? { ...d, ...input } : d)));
        },
      }}
      toggle={{
        failedMessage: 'Failed to update dish',
        onToggle: async (dish, active) => {
          await (calls.toggle ?? pass)(dish, active);
          setDishes((list) => list.map((d) => (d.id === dish.id ? { ...d, active } : d)));
        },
      }}
      remove={{
        message: 'Are you sure you want to delete this dish?',
        failedMessage: 'Failed to delete dish',
        onRemove: async (dish) => {
          await (calls.remove ?? pass)(dish);
          setDishes((list) => list.filter((d) => d.id !== dish.id));
        },
      }}
      {...extra}
    />
  );
}

export const doubles = { id: 'd1', name: 'Doubles', active: true };
export const sorrel = { id: 'd2', name: 'Sorrel', active: false };
