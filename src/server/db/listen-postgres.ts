import pg from 'pg';
import type { Logger } from '../platform/logger';

/**
 * LISTEN on `channel`: `onNotify` gets each payload; `onReconnect` runs after the connection was lost and
 * listens again (notifications sent meanwhile are lost, so the caller catches up from its table).
 */
export type Listen = (
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
) => Promise<() => Promise<void>>;

const RETRY_MS = [250, 500, 1_000, 2_000];

/**
 * PostgreSQL: one dedicated connection per listener, outside the pool (a pooled connection goes back to
 * the pool, and LISTEN with it). A restart of the server or a network cut ends the connection: it is
 * opened again with a short backoff until stopped.
 */
export function listenPostgres(url: string, logger?: Logger): Listen {
  return async (channel, onNotify, onReconnect) => {
    let current: pg.Client | null = null;
    let stopped = false;
    let failures = 0;
    let timer: NodeJS.Timeout | undefined;

    const open = async (): Promise<pg.Client> => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      // Without a listener an 'error' event would crash the process; 'end' follows it.
      client.on('error', (err) => logger?.warn({ err, channel }, 'live listener connection failed'));
      client.on('end', () => lost(client));
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      return client;
    };

    const lost = (client: pg.Client) => {
      if (stopped || current !== client) return;
      current = null;
      retry();
    };

    const retry = () => {
      const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
      timer = setTimeout(async () => {
        try {
          const client = await open();
          if (stopped) {
            await client.end().catch(() => {});
            return;
          }
          current = client;
          failures = 0;
          logger?.info({ channel }, 'live listener reconnected');
          onReconnect?.();
        } catch (err) {
          failures++;
          logger?.warn({ err, channel }, 'live listener could not reconnect');
          if (!stopped) retry();
        }
      }, delay);
      timer.unref();
    };

    current = await open();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    };
  };
}
