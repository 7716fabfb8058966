import { useQuery } from '@tanstack/react-query';
import { carnivalEndpoints as e } from '../../endpoints/carnivals';
import { endpointQuery } from '../../lib/client';

/**
 * The season's reads (the `carnivals` resource). Without a year: the current season, asked as
 * '/api/carnivals' exactly, the address the server preloads for /season (src/shared/first-load.ts).
 */
export const seasonQuery = (year?: number) =>
  endpointQuery(e.season, year === undefined ? {} : { query: { year } });

/** A carnival's page; its events and bands carry the viewer's likes, so the viewer is in the key. */
export const carnivalPageQuery = (slug: string, year: number | undefined, viewer: string) =>
  endpointQuery(
    e.page,
    year === undefined ? { params: { slug } } : { params: { slug }, query: { year } },
    viewer,
  );

/**
 * The Carnival select of the event and band forms, by name: the active carnivals for a member, every carnival
 * (inactive ones too, so an event keeps its link) for the back office's forms.
 */
const choices = (answer: { items: { id: string; name: string }[] }) =>
  answer.items.map((c) => ({ value: c.id, label: c.name })).sort((a, b) => a.label.localeCompare(b.label));

export function useCarnivalChoices(admin: boolean) {
  const options = { select: choices, staleTime: 5 * 60_000 };
  const all = useQuery({ ...endpointQuery(e.list, {}), ...options, enabled: admin });
  const active = useQuery({ ...endpointQuery(e.season, {}), ...options, enabled: !admin });
  return (admin ? all.data : active.data) ?? [];
}
