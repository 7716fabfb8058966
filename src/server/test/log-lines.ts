import { Writable } from 'node:stream';

/** A logger's destination that keeps what it is given: `lines`, one JSON text a line as the logger writes it. */
export function logLines() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, destination };
}
