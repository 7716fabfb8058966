import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Plan, PlanEntryInput } from '../../../shared/domains/plans';
import { planEndpoints as e } from '../../endpoints/plans';
import { endpointKey, endpointQuery, write } from '../../lib/client';

/** My Carnival's reads and writes (decision 0050). Every write answers the whole plan, which is shown at once. */

// Asked even when the browser says it is offline (networkMode offlineFirst): the service worker answers with the
// plan as last seen (decision 0051), where a paused query would show "Loading your plan..." forever.
export const myPlansQuery = (viewer: string) =>
  queryOptions({ ...endpointQuery(e.list, {}, viewer), networkMode: 'offlineFirst' });
export const planQuery = (viewer: string, planId: string) =>
  queryOptions({ ...endpointQuery(e.get, { params: { planId } }, viewer), networkMode: 'offlineFirst' });
export const sharedPlanQuery = (token: string) => endpointQuery(e.shared, { params: { token } });

export function planApi(queryClient: QueryClient, viewer: string, planId: string) {
  const store = (plan: Plan) => {
    queryClient.setQueryData(endpointKey(e.get, { params: { planId } }, viewer), plan);
    return plan;
  };
  const params = { planId };
  return {
    setBuffer: async (travelBufferMinutes: number) =>
      store(await write(queryClient, e.update, { params, body: { travelBufferMinutes } })),
    addEntry: async (body: PlanEntryInput) => store(await write(queryClient, e.addEntry, { params, body })),
    updateEntry: async (entryId: string, body: PlanEntryInput) =>
      store(await write(queryClient, e.updateEntry, { params: { ...params, entryId }, body })),
    deleteEntry: async (entryId: string) =>
      store(await write(queryClient, e.deleteEntry, { params: { ...params, entryId } })),
    removeEvent: async (eventId: string) =>
      store(await write(queryClient, e.removeEvent, { params: { ...params, eventId } })),
    removeBand: async (bandId: string) =>
      store(await write(queryClient, e.removeBand, { params: { ...params, bandId } })),
    share: async () => store(await write(queryClient, e.share, { params })),
    unshare: async () => store(await write(queryClient, e.unshare, { params })),
    remove: () => write(queryClient, e.delete, { params }),
  };
}

export const startPlan = (queryClient: QueryClient, carnivalId: string) =>
  write(queryClient, e.create, { body: { carnivalId } });

export const addToMyCarnival = (queryClient: QueryClient, kind: 'event' | 'band', id: string) =>
  kind === 'event'
    ? write(queryClient, e.addEvent, { params: { eventId: id } })
    : write(queryClient, e.addBand, { params: { bandId: id } });
