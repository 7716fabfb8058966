/**
 * One window of a .cpuprofile (`node --import tsx bench/load/profile-window.ts <file> [from µs] [to µs]`): the
 * heaviest functions by self time and by inclusive time (a function counted once per sample however often it is
 * on the stack) between two times of the profile's clock (µs of the monotonic clock: `bench:live` prints the
 * start and end of each phase on it), and the share of the busy time (every sample but the idle one). A bundle's
 * frames are named by their source (its .map beside it: `src/…` or `node_modules/…`). With PROFILE_FOCUS (a
 * function's name, e.g. `writev`), the samples under it by the nearest frame of `src/` above it: who called it.
 */
import fs from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, from = '0', to = 'Infinity'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-window.ts <file.cpuprofile> [from µs] [to µs]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const maps = new Map<string, TraceMap | null>();
const mapOf = (url: string) => {
  if (!maps.has(url)) {
    const file = url.replace(/^file:\/\//, '') + '.map';
    maps.set(url, fs.existsSync(file) ? new TraceMap(fs.readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url);
};
const names = new Map<number, string>();
const nameOf = (node: Node) => {
  let name = names.get(node.id);
  if (name) return name;
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  let where = url ? `${url.replace(/^.*\/(node_modules|dist)\//, '$1/')}:${lineNumber + 1}` : '';
  const map = url ? mapOf(url) : null;
  if (map) {
    const at = originalPositionFor(map, { line: lineNumber + 1, column: Math.max(0, columnNumber) });
    if (at.source) where = `${at.source.replace(/^(\.\.\/)+/, '')}:${at.line}`;
  }
  name = `${functionName || '(anonymous)'} ${where}`.trim();
  names.set(node.id, name);
  return name;
};
const focus = process.env.PROFILE_FOCUS;
const callers = new Map<string, number>();
let focused = 0;

const self = new Map<string, number>();
/** Self time by where the code is: a package, a folder of src/, Node's own, or a native frame's name. */
const byPlace = new Map<string, number>();
const placeOf = (name: string) => {
  const where = name.slice(name.lastIndexOf(' ') + 1);
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(where);
  if (pkg) return pkg[1]!;
  const own = /^(src\/[^/]+\/[^/]+)/.exec(where);
  if (own) return own[1]!;
  if (where.startsWith('node:'))
    return 'node:' + where.slice(5).split(/[/:]/)[where.includes('internal') ? 1 : 0];
  return name;
};
const inclusive = new Map<string, number>();
let busy = 0;
let idle = 0;
let time = profile.startTime;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  time += delta;
  if (time < Number(from) || time > Number(to)) return;
  const node = byId.get(id)!;
  if (node.callFrame.functionName === '(idle)') {
    idle += delta;
    return;
  }
  busy += delta;
  self.set(nameOf(node), (self.get(nameOf(node)) ?? 0) + delta);
  byPlace.set(placeOf(nameOf(node)), (byPlace.get(placeOf(nameOf(node))) ?? 0) + delta);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const name = nameOf(byId.get(at)!);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
  }
  if (focus && [...seen].some((name) => name.startsWith(`${focus} `) || name === focus)) {
    focused += delta;
    const chain: string[] = [];
    for (let at: number | undefined = id; at !== undefined && chain.length < 3; at = parent.get(at)) {
      const name = nameOf(byId.get(at)!);
      if (/ src\//.test(name) && chain.at(-1) !== name) chain.push(name);
    }
    const key = chain.join(' < ') || '(no src/ frame)';
    callers.set(key, (callers.get(key) ?? 0) + delta);
  }
});

const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([name, us]) =>
        `${((100 * us) / busy).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    )
    .join('\n');
console.log(
  `busy ${(busy / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s\n\nself:\n${top(self, 40)}`,
);
console.log(`\nself by place:\n${top(byPlace, 30)}`);
console.log(`\ninclusive:\n${top(inclusive, Number(process.env.PROFILE_TOP ?? 70))}`);
if (focus)
  console.log(
    `\n${focus}: ${(focused / 1000).toFixed(0)} ms, by its nearest callers in src/:\n${top(callers, 30)}`,
  );
