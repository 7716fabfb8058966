import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { receiptMessages as texts } from '../../../shared/domains/receipts';
import { receiptFileName, receiptText } from '../../../shared/domains/receipt-text';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { QueryView } from '../../components/ui/query-view';
import { StepPager } from '../../components/ui/step-pager';
import { formatCents, formatLongDate } from '../../lib/format';
import { markReceiptsSeen, myReceiptsQuery, myReceiptStatusKey, type MyReceipt } from './api';
import { PayBalance } from './pay-balance';
import { ReceiptLines } from './receipt-lines';
import { ReceiptStatusBadge } from './receipt-format';
import { paths } from '../../app/paths';

/** Download: the receipt as a text file, made in the browser from the receipt the server sent. */
function download(receipt: MyReceipt) {
  const blob = new Blob([receiptText(receipt)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = receiptFileName(receipt.receiptNumber);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** One receipt on the dashboard (member-areas.md §2): facts, status icon and words, and its items on demand. */
export function ReceiptCard({ receipt: r }: { receipt: MyReceipt }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <article
      aria-label={`Receipt ${r.receiptNumber}`}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/10 sm:p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        {r.imageUrl ? (
          <img
            src={r.imageUrl}
            alt={`Image of receipt ${r.receiptNumber}`}
            className="h-28 w-full rounded-xl object-cover sm:h-24 sm:w-32"
            loading="lazy"
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold text-gray-700">{r.receiptNumber}</span>
            {r.isNew ? <Badge tone="carnival">New</Badge> : null}
            <ReceiptStatusBadge status={r.status} />
            {r.overdue ? <Badge tone="danger">{texts.overdue}</Badge> : null}
          </div>
          <h3 className="text-lg font-bold break-words text-night-900">{r.title}</h3>
          <p className="text-sm text-gray-700">{formatLongDate(r.receiptDate)}</p>
          {r.description ? <p className="text-sm break-words">{r.description}</p> : null}
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-xl bg-gray-50 p-3 text-sm">
        <div>
          <dt className="text-xs text-gray-700">Amount</dt>
          <dd className="font-bold text-night-900">{formatCents(r.amountCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-700">Amount paid</dt>
          <dd className="font-bold text-night-900">{formatCents(r.amountPaidCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-700">Balance owed</dt>
          <dd className={r.overdue ? 'font-bold text-red-800' : 'font-bold text-night-900'}>
            {formatCents(r.balanceOwedCents)}
          </dd>
        </div>
        {r.paymentDueDate ? (
          <div className="col-span-3">
            <dt className="inline text-xs text-gray-700">Payment due: </dt>
            <dd className="inline font-semibold">{formatLongDate(r.paymentDueDate)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide details' : 'View details'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${texts.download} receipt ${r.receiptNumber}`}
          onClick={() => download(r)}
        >
          {texts.download}
        </Button>
        {r.balanceOwedCents > 0 ? (
          <PayBalance receiptNumber={r.receiptNumber} paymentLink={r.paymentLink} />
        ) : null}
      </div>
      <div id={detailsId} hidden={!open}>
        {open ? <ReceiptLines receipt={r} /> : null}
      </div>
    </article>
  );
}

/**
 * The dashboard's Receipts tab: the member's receipts, newest first. Opening it tells the server the member
 * has seen them (the tab's New badge goes, on every device); the cards keep their New mark for this visit.
 */
export function MyReceiptsList({ viewer }: { viewer: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery(myReceiptsQuery(viewer, page));
  const queryClient = useQueryClient();
  const marked = useRef(false);
  const loaded = query.isSuccess;
  useEffect(() => {
    if (!loaded || marked.current) return;
    marked.current = true;
    void markReceiptsSeen()
      .then((status) => queryClient.setQueryData(myReceiptStatusKey(viewer), status))
      .catch(() => {
        // Not fatal: the badge stays until the next visit marks them.
        marked.current = false;
      });
  }, [loaded, queryClient, viewer]);

  return (
    <QueryView
      query={query}
      loadingLabel="Loading receipts..."
      failedMessage={texts.loadFailed}
      errorTitle="Error"
      empty={{
        when: (data) => data.items.length === 0,
        icon: 'receipt',
        title: texts.memberEmpty,
        link: { to: paths.fetePackages(), label: 'See Fete Packages' },
      }}
    >
      {(data) => (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col gap-4" aria-label="Your receipts">
            {data.items.map((receipt) => (
              <li key={receipt.id}>
                <ReceiptCard receipt={receipt} />
              </li>
            ))}
          </ul>
          <StepPager
            label="Receipt pages"
            page={page}
            pages={Math.ceil(data.total / data.pageSize)}
            onPage={setPage}
            className="flex items-center justify-between gap-3 text-sm"
          />
        </div>
      )}
    </QueryView>
  );
}
