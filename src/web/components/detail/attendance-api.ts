import type { QueryClient } from '@tanstack/react-query';
import { attendanceEndpoints as e } from '../../endpoints/attendance';
import { endpointQuery, write } from '../../lib/client';

export type AttendanceList = 'events' | 'bands';

/**
 * Attendance of events and bands (decision 0023): every read is the `attendance` resource; attending or
 * leaving makes them stale with the kind's reads, the home sections and the liked items (the write's
 * `touches`, src/shared/contracts/attendance.ts). Reads pass the viewer: `attending` is the viewer's own.
 */
export const ATTENDEES_SHOWN = 48;

export const attendanceQuery = (list: AttendanceList, id: string, viewer: string) =>
  endpointQuery(e[list].state, { params: { id } }, viewer);

export const attendeesQuery = (list: AttendanceList, id: string, viewer: string) =>
  endpointQuery(e[list].attendees, { params: { id }, query: { pageSize: ATTENDEES_SHOWN } }, viewer);

export const attendedEventsQuery = (viewer: string, page: number, pageSize: number) =>
  endpointQuery(e.mine, { query: { page, pageSize } }, viewer);

export const setAttending = (
  queryClient: QueryClient,
  list: AttendanceList,
  id: string,
  attending: boolean,
) => write(queryClient, attending ? e[list].attend : e[list].leave, { params: { id } });
