import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type messages,
} from '@electric-sql/pglite';

/**
 * Named statements on PGlite, as SteadyPool names them on PostgreSQL (decision 0055).
 *
 * PGlite's `query()` sends every statement unnamed: its Postgres, in the server's own WebAssembly memory,
 * parses, analyses and plans the whole text on every call (and the call goes into it six times). For a public
 * list's statement that was about 10 ms of CPU per request, against about 1 ms once the statement is prepared
 * (docs/performance.md, "The cold path under load", 2026-11-27 PGlite lever). So a read with parameters is
 * prepared once under a name of its own, and afterwards only bound and executed, in one call:
 * Bind, Describe, Execute and Sync together. The text never holds a value (drizzle sends values as parameters),
 * so the names are as many as the shapes of query the code builds, and `max` bounds them anyway.
 *
 * The statement's columns are described once, when it is prepared (Describe of the statement); an execution
 * sends Bind, Execute and Sync only, and its rows are converted with the parsers of those columns, looked up
 * once per answer instead of once per value (`toResults`). Same rows and fields as PGlite's `parseResults`.
 *
 * Only top-level reads (`select …`): a transaction's statements go through PGlite's own `tx.query`, and a write
 * keeps PGlite's path, which tracks the transaction state and delivers NOTIFY to the write watch's listeners.
 * Either way the query waits for the same locks as PGlite's own (a running transaction, then the query lock).
 */
export function nameReads(client: PGlite, max = 2_000): void {
  const unnamed = client.query.bind(client);
  const statements = new Map<string, Statement>();
  let next = 0;

  const run = async <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    let statement = statements.get(text);
    if (!statement) {
      statement = await prepareRead(client, `fete_${(next++).toString(36)}`, text);
      statements.set(text, statement);
    }
    const { name, types, fields } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
      return serialize ? serialize(value) : String(value);
    });
    const answered = await exchange(client, [
      protocol.serialize.bind({ statement: name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]).catch((err: unknown) => {
      // A statement a schema change made unusable ("cached plan must not change result type") is prepared
      // again next time, under a new name; so is one whose values were refused.
      statements.delete(text);
      throw Object.assign(err as Error, { query: text, params });
    });
    await client.syncToFs();
    return toResults<T>(answered, fields, client.parsers, options);
  };

  client.query = (async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (!params?.length || !READ.test(text) || options?.blob || options?.paramTypes) {
      return unnamed<T>(text, params, options);
    }
    if (!statements.has(text) && statements.size >= max) return unnamed<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => run<T>(text, params, options)),
    );
  }) as PGlite['query'];
}

const READ = /^\s*\(?\s*select\b/i;

/** A prepared read: its name, its parameters' types and its columns (described once). */
interface Statement {
  name: string;
  types: number[];
  fields: { name: string; dataTypeID: number }[];
}

type Parsers = PGlite['parsers'];

/** Prepares `text` under `name`: its parameters' types and its columns, from one Describe of the statement. */
async function prepareRead(client: PGlite, name: string, text: string): Promise<Statement> {
  const described = await exchange(client, [
    protocol.serialize.parse({ name, text }),
    protocol.serialize.describe({ type: 'S', name }),
    protocol.serialize.sync(),
  ]);
  const columns = described.find((m) => m.name === 'rowDescription') as
    messages.RowDescriptionMessage | undefined;
  return {
    name,
    types: parse.parseDescribeStatementResults(described),
    fields: (columns?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
  };
}

/**
 * The rows of an execution's answer (its DataRow messages) as PGlite's `parseResults` gives them for the
 * statement's `fields`: arrays or objects (`rowMode`), each value through its column's parser (none: the text).
 */
function toResults<T>(
  answer: Message[],
  fields: Statement['fields'],
  parsers: Parsers,
  options?: QueryOptions,
): Results<T> {
  // The query's own parsers first (drizzle's keep dates as text), then the client's: as PGlite's.
  const own = options?.parsers as Parsers | undefined;
  const parseColumn = fields.map(({ dataTypeID }) => own?.[dataTypeID] ?? parsers[dataTypeID]);
  const valuesOf = (row: (string | null)[]) =>
    row.map((value, i) => {
      const parseValue = parseColumn[i];
      return value === null || !parseValue ? value : parseValue(value, fields[i]!.dataTypeID);
    });
  const rows: unknown[] = [];
  for (const m of answer) {
    if (m.name !== 'dataRow') continue;
    const values = valuesOf((m as messages.DataRowMessage).fields);
    rows.push(
      options?.rowMode === 'array'
        ? values
        : Object.fromEntries(values.map((value, i) => [fields[i]!.name, value])),
    );
  }
  return { rows: rows as T[], fields, affectedRows: 0, rowCount: rows.length } as Results<T>;
}

type Message = Parameters<typeof parse.parseResults>[0][number];

/** Sends the messages in one call into PGlite; the answer's messages, or its error thrown. */
async function exchange(client: PGlite, messages: Uint8Array[]): Promise<Message[]> {
  const bytes = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  messages.reduce((offset, m) => (bytes.set(m, offset), offset + m.length), 0);
  const answer: Message[] = [];
  new protocol.Parser().parse(await client.execProtocolRaw(bytes, { syncToFs: false }), (m) =>
    answer.push(m),
  );
  const error = answer.find((m) => m.name === 'error');
  if (error) throw error;
  return answer;
}
