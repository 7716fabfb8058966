// Checks on the built web app (run after `npm run build`; CI runs it): what the server would hand to every
// visitor must not include source maps or references to them.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve('dist/web');
const problems = [];
const walk = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

if (!fs.existsSync(path.join(root, 'index.html')))
  problems.push('dist/web/index.html is missing: run npm run build first');
else {
  for (const file of walk(root)) {
    const rel = path.relative(root, file);
    if (file.endsWith('.map')) problems.push(`${rel}: a source map in the served folder`);
    if (/\.(js|css)$/.test(file) && /sourceMappingURL=/.test(fs.readFileSync(file, 'utf8'))) {
      problems.push(`${rel}: points to a source map`);
    }
  }
}
for (const p of problems) console.error(`build check: ${p}`);
if (problems.length) process.exit(1);
console.log('build check: no source maps served');
