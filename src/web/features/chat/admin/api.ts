import type { QueryClient } from '@tanstack/react-query';
import { chatEndpoints as e } from '../../../endpoints/chat';
import { endpointKey, endpointQuery, write } from '../../../lib/client';

/** The back office's chat reports: the open ones, and closing one (its answer is the list as it now is). */
export const chatReportsKey = () => endpointKey(e.reports, {});

export const chatReportsQuery = endpointQuery(e.reports, {});

export const resolveChatReport = (queryClient: QueryClient, id: string) =>
  write(queryClient, e.resolveReport, { params: { id } });
