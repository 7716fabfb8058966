// The catalogue back office's lines by kind (code, comments, imports, blank) at a git revision, with the same file
// list and endpoint blocks as scripts/catalogue-size.sh (decision 0054).
//   node scripts/catalogue-kinds.mjs [rev]
import { execFileSync } from 'node:child_process';

const rev = process.argv[2] ?? 'HEAD';
const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'ignore'] });
const kinds = { code: 0, comments: 0, imports: 0, blank: 0 };

const files = execFileSync('bash', ['scripts/catalogue-size.sh', rev, '-v'], { encoding: 'utf8' })
  .split('\n')
  .filter((line) => /^\d+ src\//.test(line) && !line.includes('(admin'))
  .map((line) => line.split(' ')[1]);
for (const file of files) {
  let inImport = false;
  for (const line of git('show', `${rev}:${file}`).replace(/\n$/, '').split('\n')) {
    const s = line.trim();
    if (inImport) {
      kinds.imports++;
      inImport = !/from ['"]/.test(s);
    } else if (s === '') kinds.blank++;
    else if (/^(\/\/|\/\*|\*)/.test(s)) kinds.comments++;
    else if (/^(import|export \* from|export \{.*\} from|export \{$)/.test(s)) {
      kinds.imports++;
      inImport = !/from ['"]|^import ['"]/.test(s);
    } else kinds.code++;
  }
}

// The contracts' admin, owner and organiser endpoint blocks, found as catalogue-size.sh finds them.
for (const name of [
  'bands',
  'events',
  'restaurants',
  'home-content',
  'faces',
  'marqet',
  'staff',
  'badges',
  'packages',
  'home',
]) {
  let text;
  try {
    text = git('show', `${rev}:src/shared/contracts/${name}.ts`).split('\n');
  } catch {
    continue;
  }
  for (let i = 0; i < text.length; i++) {
    if (!/endpoint\(\{/.test(text[i])) continue;
    let depth = 0;
    let j = i;
    for (; j < text.length; j++) {
      for (const ch of text[j]) depth += '{('.includes(ch) ? 1 : ')}'.includes(ch) ? -1 : 0;
      if (depth <= 0) break;
    }
    const block = text.slice(i, j + 1);
    if (/\.\.\.(\w*[aA]dmin|owner|member)\b|auth: .admin./.test(block.join('\n'))) {
      for (const line of block) {
        const s = line.trim();
        if (s === '') kinds.blank++;
        else if (/^(\/\/|\/\*|\*)/.test(s)) kinds.comments++;
        else kinds.code++;
      }
    }
    i = j;
  }
}
const total = Object.values(kinds).reduce((a, b) => a + b, 0);
console.log(
  `${rev}: ${Object.entries(kinds)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}; total ${total}`,
);
