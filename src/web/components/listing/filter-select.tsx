import { SelectField, type SelectFieldProps } from '../ui/select-field';

/** The part of a list's state (useListState) that a filter reads and writes. */
interface FilterState<K extends string> {
  filters: Record<K, string>;
  setFilter: (key: K, value: string) => void;
}

/** A labelled select bound to one filter of a list: its value lives in the address (`?name=value`). */
export function FilterSelect<K extends string>({
  list,
  name,
  ...field
}: { list: FilterState<K>; name: K } & Omit<SelectFieldProps, 'name' | 'value' | 'onChange'>) {
  return (
    <SelectField
      {...field}
      name={name}
      value={list.filters[name]}
      onChange={(event) => list.setFilter(name, event.target.value)}
    />
  );
}

/** The Country filter of a list (`?country=`), e.g. of the dated lists beside their Upcoming / Past switch. */
export function CountryFilter({
  list,
  options,
}: {
  list: FilterState<'country'>;
  options: SelectFieldProps['options'];
}) {
  return (
    <FilterSelect list={list} label="Country" name="country" placeholder="All Countries" options={options} />
  );
}
