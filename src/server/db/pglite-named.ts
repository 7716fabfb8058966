import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

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
 * Only top-level reads (`select …`): a transaction's statements go through PGlite's own `tx.query`, and a write
 * keeps PGlite's path, which tracks the transaction state and delivers NOTIFY to the write watch's listeners.
 * Either way the query waits for the same locks as PGlite's own (a running transaction, then the query lock).
 */
export function nameReads(client: PGlite, max = 2_000): void {
  const unnamed = client.query.bind(client);
  const statements = new Map<string, { name: string; types: number[] }>();
  let next = 0;

  const run = async <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    let statement = statements.get(text);
    if (!statement) {
      const name = `fete_${(next++).toString(36)}`;
      const described = await exchange(client, [
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]);
      statement = { name, types: parse.parseDescribeStatementResults(described) };
      statements.set(text, statement);
    }
    const { name, types } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
      return serialize ? serialize(value) : String(value);
    });
    const answered = await exchange(client, [
      protocol.serialize.bind({ statement: name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]).catch((err: unknown) => {
      // A statement a schema change made unusable ("cached plan must not change result type") is prepared
      // again next time, under a new name; so is one whose values were refused.
      statements.delete(text);
      throw Object.assign(err as Error, { query: text, params });
    });
    await client.syncToFs();
    return parse.parseResults(answered, client.parsers, options)[0] as Results<T>;
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
