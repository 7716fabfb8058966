import { MoveButtons } from '../../../components/manager/move-buttons';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { typeLabels, type DraftField } from './builder-fields';

/** The builder's list of fields, in order: add, move, pick one to edit, remove. */
export function BuilderFieldList({
  fields,
  selected,
  onAdd,
  onMove,
  onSelect,
  onRemove,
}: {
  fields: DraftField[];
  /** The field open in the editor. */
  selected: string | null;
  onAdd: () => void;
  onMove: (index: number, direction: 'up' | 'down') => void;
  onSelect: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  return (
    <Card role="region" aria-labelledby="form-fields">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 id="form-fields" className="text-lg font-bold text-night-900">
          Fields
        </h2>
        <Button size="sm" onClick={onAdd}>
          Add Field
        </Button>
      </div>
      {fields.length === 0 ? (
        <p className="text-sm text-gray-700">No fields yet. Add the first one.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {fields.map((field, index) => (
            <li
              key={field.id}
              className={`flex flex-wrap items-center justify-between gap-2 rounded-xl p-3 ring-1 ${
                field.id === selected ? 'bg-carnival-50 ring-carnival-400' : 'ring-gray-200'
              }`}
            >
              <span className="text-sm">
                <span className="font-semibold text-night-900">{field.label || 'Untitled'}</span>{' '}
                <span className="text-gray-600">
                  ({typeLabels[field.type]}
                  {field.required ? ', required' : ''})
                </span>
              </span>
              <span className="flex flex-wrap gap-1">
                <MoveButtons
                  index={index}
                  count={fields.length}
                  itemName={field.label || 'field'}
                  onMove={(direction) => onMove(index, direction)}
                />
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Edit ${field.label || 'field'}`}
                  aria-pressed={field.id === selected}
                  onClick={() => onSelect(field.id)}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Remove ${field.label || 'field'}`}
                  onClick={() => onRemove(field.id)}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
