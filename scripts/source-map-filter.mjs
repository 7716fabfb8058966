// Keeps a source map's mappings into some sources and drops the rest (scripts/build-server.mjs: the server
// bundle's map keeps our own sources only). Node decodes every mapping of a map the first time it formats a stack
// trace under --enable-source-maps; the bundle's packages made that 67 MiB and half a second of CPU. A frame in a
// package then names the bundle's line, as it named the package's own file before the packages were bundled.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** One segment's fields (Base64 VLQ, source map v3), as the numbers they encode. */
function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`source map: "${char}" is not Base64`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

function encodeNumber(n) {
  let value = n < 0 ? (-n << 1) | 1 : n << 1;
  let text = '';
  do {
    let digit = value & 31;
    value >>>= 5;
    if (value) digit |= 32;
    text += BASE64[digit];
  } while (value);
  return text;
}

/**
 * The map with only the segments whose source `keep(path)` accepts; where a dropped run starts, a segment with no
 * source ends the kept mapping before it (a frame there is left unmapped rather than mapped to the wrong line).
 */
export function keepSources(map, keep) {
  const newIndex = new Map();
  const sources = [];
  map.sources.forEach((source, index) => {
    if (!keep(source)) return;
    newIndex.set(index, sources.length);
    sources.push(source);
  });
  const read = [0, 0, 0, 0]; // source, line, column, name: running values of the map as read
  const written = [0, 0, 0, 0]; // the same for the map as written
  const lines = map.mappings.split(';').map((line) => {
    let column = 0;
    let writtenColumn = 0;
    let dropping = false;
    const out = [];
    for (const text of line ? line.split(',') : []) {
      const fields = decodeSegment(text);
      column += fields[0];
      const absolute = fields.slice(1).map((delta, i) => (read[i] += delta));
      const target = fields.length > 1 ? newIndex.get(absolute[0]) : undefined;
      if (fields.length > 1 && target === undefined) {
        if (!dropping) {
          out.push(encodeNumber(column - writtenColumn));
          writtenColumn = column;
        }
        dropping = true;
        continue;
      }
      dropping = false;
      let segment = encodeNumber(column - writtenColumn);
      writtenColumn = column;
      if (fields.length > 1) {
        const values = [target, absolute[1], absolute[2], absolute[3]].slice(0, fields.length - 1);
        values.forEach((value, i) => {
          segment += encodeNumber(value - written[i]);
          written[i] = value;
        });
      }
      out.push(segment);
    }
    return out.join(',');
  });
  return { ...map, sources, mappings: lines.join(';') };
}
