import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';

/**
 * CSV downloads of the back office (form submissions, staff applications): one way to write them.
 *
 * A cell a spreadsheet would run as a formula (=, +, -, @, and tab or carriage return, which some programs
 * strip before reading one) gets a leading apostrophe: a member's answer is shown, never executed.
 */
export const guardCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The CSV as a stream: RFC 4180 (CRLF, quotes doubled, fields with a comma, quote or line break quoted),
 * UTF-8 with a byte order mark so spreadsheet programs read accents right. `records` yields one row at a time
 * (already guarded with `guardCell`), so a large export is never held in memory whole.
 */
export function csvStream(header: readonly string[], records: AsyncIterable<string[]>): ReadableStream {
  const stringifier = stringify({ bom: true, record_delimiter: '\r\n', quoted_string: false });
  async function* rows() {
    yield header.map(guardCell);
    yield* records;
  }
  pipeline(Readable.from(rows()), stringifier).catch((err: unknown) => {
    stringifier.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return Readable.toWeb(stringifier) as unknown as ReadableStream;
}

/** RFC 6266: an ASCII fallback name for old clients plus the exact UTF-8 name (a CSV's, a private file's). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The download answer of a CSV stream. */
export function csvResponse(fileName: string, stream: ReadableStream): Response {
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': contentDisposition('attachment', fileName),
      'cache-control': 'no-store',
    },
  });
}

/** Where the previous batch of a newest-first export ended (keyset paging: newestFirstAfter in lists.ts). */
export interface BatchEnd {
  createdAt: Date;
  id: string;
}

/**
 * The records of a newest-first export, read a batch at a time while they are sent: `read` answers the rows
 * after the previous batch's last one, so a large export is never held whole.
 */
export async function* batchedRecords<Row extends BatchEnd>(
  read: (after: BatchEnd | null, limit: number) => Promise<Row[]>,
  toRecord: (row: Row) => string[],
  batchSize = 500,
): AsyncGenerator<string[]> {
  let after: BatchEnd | null = null;
  for (;;) {
    const batch = await read(after, batchSize);
    for (const row of batch) yield toRecord(row);
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
