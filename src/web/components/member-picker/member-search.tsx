import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { Alert } from '../ui/alert';
import { TextField, type TextFieldProps } from '../ui/text-field';
import { memberAdminEndpoints } from '../../endpoints/member-admin';
import { endpointQuery } from '../../lib/client';
import type { AdminUser } from '../../../shared/domains/member-admin';

/** The back office's member search starts from this many characters (admin-back-office.md §9). */
export const MEMBER_SEARCH_MIN = 2;

/** A member as the pickers hand it over. */
export type PickedMember = Pick<AdminUser, 'id' | 'firstName' | 'lastName' | 'email'>;

/** A member's name as the pickers show it: first and last name, else the e-mail. */
export const memberName = (m: PickedMember) => `${m.firstName} ${m.lastName}`.trim() || m.email;

/** The search waits until typing pauses this long before it asks the server. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 250;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function MemberLine({ member }: { member: PickedMember }) {
  return (
    <span>
      <span className="font-semibold text-night-900">{memberName(member)}</span>{' '}
      <span className="break-all text-gray-700">{member.email}</span>
    </span>
  );
}

export interface SearchWords {
  label: string;
  /** The result list's accessible name. */
  listLabel?: string;
  hint?: string;
  emptyText?: string;
  failedText?: (error: unknown) => string;
  pageSize?: number;
  /** The field's own error (a form's "please choose a member"). */
  error?: string;
}

/**
 * The search both kinds of picker share: the typed text and the server's answer for it once typing pauses. It asks
 * the back office's member search (first name, last name or e-mail, every word) from MEMBER_SEARCH_MIN
 * characters: the Users screen's list (GET /api/admin/users), the one query behind every member picker (badge
 * awards, receipts, a restaurant's owner); the pickers show its first page in name order. Then what the one polite
 * live region and the alert say about it.
 */
export function useMemberSearch(
  {
    label,
    listLabel = `${label}: members found`,
    emptyText = 'No members found',
    failedText = (failure) => errorMessage(failure, 'Failed to search members'),
    pageSize = 8,
  }: SearchWords,
  paused = false,
) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), MEMBER_SEARCH_DEBOUNCE_MS);
  const results = useQuery({
    ...endpointQuery(memberAdminEndpoints.users, { query: { q: term, pageSize } }),
    enabled: term.length >= MEMBER_SEARCH_MIN,
  });
  const searching = term.length >= MEMBER_SEARCH_MIN && !paused;
  const items: PickedMember[] = searching && !results.isError ? (results.data?.items ?? []) : [];
  let announced = '';
  if (searching && results.isPending) announced = 'Searching...';
  else if (searching && results.data?.items.length === 0 && !results.isError) announced = emptyText;
  // The list says how many to a screen reader; a sighted user sees the list itself.
  const counted = items.length ? `${items.length} ${items.length === 1 ? 'member' : 'members'} found` : '';
  const failure = searching && results.isError ? failedText(results.error) : null;
  return { search, setSearch, items, listLabel, status: { announced, counted, failure } };
}

/**
 * What both kinds of picker draw: the labelled search field (`field`: its value and keys), one polite live region,
 * always there, so each new answer is read out (searching, none, or how many), a failure's alert, then `list`.
 */
export function MemberSearchFrame({
  words: { label, hint = `Search by name or e-mail (at least ${MEMBER_SEARCH_MIN} characters)`, error },
  search: {
    status: { announced, counted, failure },
  },
  field,
  list,
}: {
  words: SearchWords;
  search: ReturnType<typeof useMemberSearch>;
  field: Partial<TextFieldProps>;
  list: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <TextField type="search" label={label} hint={hint} maxLength={100} error={error} {...field} />
      <p role="status" className={announced ? 'text-sm text-gray-700' : 'sr-only'}>
        {announced || counted}
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {list}
    </div>
  );
}
