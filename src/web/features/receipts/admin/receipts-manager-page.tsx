import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { receiptMessages as texts } from '../../../../shared/domains/receipts';
import { useListState } from '../../../components/listing/use-list-query';
import { AddPanel } from '../../../components/manager/add-panel';
import { DeleteButton, EditButton } from '../../../components/manager/item-actions';
import { ManagerCard } from '../../../components/manager/manager-card';
import { ManagerResults } from '../../../components/manager/manager-results';
import { QueryState } from '../../../components/manager/query-state';
import { useFlash } from '../../../components/manager/use-flash';
import { useSingleEdit } from '../../../components/manager/use-single-edit';
import { Button } from '../../../components/ui/button';
import { formatCents, formatLongDate } from '../../../lib/format';
import { AdminPage } from '../../../components/manager/admin-page';
import type { AdminReceipt, AdminReceiptSummary } from '../api';
import {
  adminReceiptListQuery,
  adminReceiptQuery,
  useCreateReceipt,
  useDeleteReceipt,
  useUpdateReceipt,
} from './api';
import { ReceiptLines } from '../receipt-lines';
import { memberName, ReceiptStatusBadge } from '../receipt-format';
import { CopyPanel } from './copy-panel';
import { ReceiptAddForm, receiptEditForm } from './receipt-form';

function ReceiptFacts({ receipt: r }: { receipt: AdminReceiptSummary }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        <span className="font-semibold text-night-900">{memberName(r.member)}</span>
        {r.member ? <span className="text-gray-700"> · {r.member.email}</span> : null}
      </p>
      <p className="flex flex-wrap items-center gap-2">
        <ReceiptStatusBadge status={r.status} />
        <span className="text-gray-700">{formatLongDate(r.receiptDate)}</span>
      </p>
      <dl className="grid grid-cols-3 gap-2">
        <div>
          <dt className="text-xs text-gray-700">Amount</dt>
          <dd className="font-semibold">{formatCents(r.amountCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-700">Paid</dt>
          <dd className="font-semibold">{formatCents(r.amountPaidCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-700">Balance</dt>
          <dd className="font-semibold">{formatCents(r.balanceOwedCents)}</dd>
        </div>
      </dl>
      {r.paymentDueDate ? <p className="text-gray-700">Due {formatLongDate(r.paymentDueDate)}</p> : null}
    </div>
  );
}

/** View: the receipt's items and payment schedule, loaded when opened. */
function ReceiptDetail({ id }: { id: string }) {
  const query = useQuery(adminReceiptQuery(id));
  return (
    <QueryState query={query} loadingLabel="Loading receipt..." failedMessage={texts.detailFailed}>
      {(r) => <ReceiptLines receipt={r} headingLevel={3} />}
    </QueryState>
  );
}

function ReceiptEditor({ id, onDone, onSaved }: { id: string; onDone: () => void; onSaved: () => void }) {
  const query = useQuery(adminReceiptQuery(id));
  const update = useUpdateReceipt();
  return (
    <QueryState query={query} loadingLabel="Loading receipt..." failedMessage={texts.detailFailed}>
      {(r: AdminReceipt) =>
        receiptEditForm(r, {
          cancel: onDone,
          save: async (input) => {
            await update.mutateAsync({ id, input });
            onDone();
            onSaved();
          },
        })
      }
    </QueryState>
  );
}

/**
 * /admin/receipts (admin-back-office.md §2 Receipts): Create Receipt, Copy Receipt, search (title, number,
 * member name), view with items and schedule, inline edit one at a time, delete with confirmation.
 */
export default function AdminReceiptsPage() {
  const list = useListState({ filters: {} });
  const query = useQuery(adminReceiptListQuery(list.apiParams));
  const { edit, done, isEditing } = useSingleEdit();
  const [viewing, setViewing] = useState<string | null>(null);
  const { message, flash } = useFlash();
  const create = useCreateReceipt();
  const remove = useDeleteReceipt();

  return (
    <AdminPage title="Receipts" description="Members' receipts and payment records.">
      <div className="flex flex-col">
        <AddPanel label="Create Receipt" title="Create a receipt">
          {(close) => (
            <ReceiptAddForm
              onSubmit={async (input) => {
                const created = await create.mutateAsync(input);
                close();
                flash(`Receipt ${created.receiptNumber} created`);
              }}
            />
          )}
        </AddPanel>
        <AddPanel label="Copy Receipt" title="Copy a receipt to another member">
          {(close) => (
            <CopyPanel
              onCopied={() => {
                close();
                flash(texts.copied);
              }}
            />
          )}
        </AddPanel>
      </div>
      <ManagerResults
        query={query}
        list={list}
        search={{ label: 'Search receipts', placeholder: 'Title, receipt number or member name' }}
        notice={message}
        loadingLabel="Loading receipts..."
        failedMessage={texts.loadFailed}
        empty={{ icon: 'receipt', title: texts.empty }}
        noun={{ singular: 'receipt', plural: 'receipts' }}
        gridLabel="Receipts"
      >
        {(r) => {
          const name = `${r.receiptNumber} ${r.title}`;
          const editing = isEditing(r.id);
          const open = viewing === r.id && !editing;
          return (
            <ManagerCard
              title={`${r.receiptNumber} · ${r.title}`}
              imageUrl={r.imageUrl}
              imageAlt={`Image of receipt ${r.receiptNumber}`}
              editing={editing}
              actions={
                editing ? null : (
                  <>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-expanded={open}
                      aria-label={`${open ? 'Hide' : 'View'} ${name}`}
                      onClick={() => setViewing(open ? null : r.id)}
                    >
                      {open ? 'Hide' : 'View'}
                    </Button>
                    <EditButton itemName={name} onEdit={() => edit(r.id)} />
                    <DeleteButton
                      itemName={name}
                      message={texts.confirmDelete}
                      failedMessage={texts.deleteFailed}
                      onDelete={() => remove.mutateAsync(r.id)}
                    />
                  </>
                )
              }
            >
              {editing ? (
                <ReceiptEditor id={r.id} onDone={done} onSaved={() => flash(texts.updated)} />
              ) : (
                <div className="flex flex-col gap-4">
                  <ReceiptFacts receipt={r} />
                  {open ? <ReceiptDetail id={r.id} /> : null}
                </div>
              )}
            </ManagerCard>
          );
        }}
      </ManagerResults>
    </AdminPage>
  );
}
