import { queryOptions } from '@tanstack/react-query';
import type { AttendanceState, AttendedEventList, AttendeeList } from '../../../shared/domains/attendance';
import { api } from '../../lib/api';

export type AttendanceList = 'events' | 'bands';

/** Attendance of events and bands (decision 0023): every view keeps its data under ['attendance']. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  state: (list: AttendanceList, id: string, viewer: string) => ['attendance', list, id, viewer] as const,
  attendees: (list: AttendanceList, id: string, viewer: string) =>
    ['attendance', list, id, 'attendees', viewer] as const,
  mine: (viewer: string, page: number) => ['attendance', 'mine', viewer, page] as const,
};

export const ATTENDEES_SHOWN = 48;

export const attendanceQuery = (list: AttendanceList, id: string, viewer: string) =>
  queryOptions({
    queryKey: attendanceKeys.state(list, id, viewer),
    queryFn: ({ signal }) =>
      api.get<AttendanceState>(`/api/${list}/${encodeURIComponent(id)}/attendance`, { signal }),
  });

export const attendeesQuery = (list: AttendanceList, id: string, viewer: string) =>
  queryOptions({
    queryKey: attendanceKeys.attendees(list, id, viewer),
    queryFn: ({ signal }) =>
      api.get<AttendeeList>(`/api/${list}/${encodeURIComponent(id)}/attendees`, {
        query: { pageSize: ATTENDEES_SHOWN },
        signal,
      }),
  });

export const attendedEventsQuery = (viewer: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: attendanceKeys.mine(viewer, page),
    queryFn: ({ signal }) =>
      api.get<AttendedEventList>('/api/attendance/events', { query: { page, pageSize }, signal }),
  });

export const setAttending = (list: AttendanceList, id: string, attending: boolean) => {
  const path = `/api/${list}/${encodeURIComponent(id)}/attendance`;
  return attending ? api.put<AttendanceState>(path) : api.delete<AttendanceState>(path);
};
