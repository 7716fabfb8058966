import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { receiptMessages as texts } from '../../../../shared/domains/receipts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api';
import { formatCents } from '../../../lib/format';
import type { AdminReceiptSummary } from '../api';
import { adminReceiptListQuery, useCopyReceipt } from './api';
import { memberName } from '../receipt-format';
import { MemberPicker, type PickedMember } from '../../../components/member-picker/member-picker';

/**
 * Copy Receipt: a source receipt (searched by title, number or member) and the member who gets the copy.
 * The button stays disabled until both are chosen, and says why.
 */
export function CopyPanel({ onCopied }: { onCopied: (copy: { receiptNumber: string }) => void }) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const sources = useQuery(adminReceiptListQuery({ q, pageSize: 20 }));
  const [source, setSource] = useState<AdminReceiptSummary | null>(null);
  const [target, setTarget] = useState<PickedMember | null>(null);
  const copy = useCopyReceipt();
  const ready = !!source && !!target;
  const hintId = 'copy-receipt-hint';

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-night-900">Source receipt</legend>
        <TextField
          type="search"
          label="Find a receipt"
          hint="Title, receipt number or member name"
          value={search}
          autoComplete="off"
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
        {sources.isError ? <Alert tone="error">{errorMessage(sources.error, texts.loadFailed)}</Alert> : null}
        {sources.data ? (
          sources.data.items.length ? (
            <ul
              aria-label="Receipts to copy"
              className="flex max-h-60 flex-col gap-1 overflow-y-auto rounded-xl p-1 ring-1 ring-night-900/10"
            >
              {sources.data.items.map((r) => (
                <li key={r.id}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm hover:bg-carnival-50">
                    <input
                      type="radio"
                      name="copy-source"
                      value={r.id}
                      checked={source?.id === r.id}
                      onChange={() => setSource(r)}
                      className="size-4 accent-carnival-600"
                    />
                    <span>
                      <span className="font-semibold text-night-900">{r.receiptNumber}</span> · {r.title} ·{' '}
                      {memberName(r.member)} · {formatCents(r.amountCents)}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-700">{texts.empty}</p>
          )
        ) : null}
      </fieldset>
      <MemberPicker label="Copy to member" picked={target} onPick={setTarget} />
      {copy.isError ? <Alert tone="error">{errorMessage(copy.error, texts.copyFailed)}</Alert> : null}
      <div className="flex flex-col gap-1">
        <div>
          <Button
            disabled={!ready}
            aria-describedby={ready ? undefined : hintId}
            loading={copy.isPending}
            onClick={() =>
              source &&
              target &&
              copy.mutate(
                { id: source.id, input: { userId: target.id } },
                {
                  onSuccess: (created) => {
                    setSource(null);
                    setTarget(null);
                    onCopied(created);
                  },
                },
              )
            }
          >
            Copy Receipt
          </Button>
        </div>
        {ready ? null : (
          <p id={hintId} className="text-sm text-gray-700">
            {texts.copySelect}
          </p>
        )}
      </div>
    </div>
  );
}
