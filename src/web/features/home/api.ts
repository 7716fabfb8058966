import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface Partner {
  id: string;
  name: string;
  logoUrl: string;
  websiteUrl: string | null;
}

function isPartner(value: unknown): value is Partner {
  const p = value as Partner | null;
  return !!p && typeof p.id === 'string' && typeof p.name === 'string' && typeof p.logoUrl === 'string';
}

/** Active partners in order; an empty list when the call fails (the strip hides itself). */
export const partnersQuery = queryOptions({
  queryKey: ['home', 'partners'],
  queryFn: async ({ signal }): Promise<Partner[]> => {
    try {
      const data = await api.get<{ items?: unknown }>('/api/partners', { signal });
      return Array.isArray(data?.items) ? data.items.filter(isPartner) : [];
    } catch {
      return [];
    }
  },
  staleTime: 10 * 60_000,
  retry: false,
});
