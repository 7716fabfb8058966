#!/bin/bash
# The catalogue back office's size at a git revision (issue #22's "at least 30 % smaller"), counted by one rule at
# every revision: the admin screens and the server admin code of bands, providers (faces), products (marqet), events,
# restaurants, home content, badges, staff and packages; the kits they run on (web manager, data table,
# sub-collection, member picker, staged status; the server resource kit); the shared admin schema files of those
# domains; and each admin, owner or organiser endpoint's block inside their shared contracts (those declared by operation,
# decision 0068, with their resourceEndpoints calls). No tests, no testing
# helpers, no generated files.
#   bash scripts/catalogue-size.sh [rev] [-v]        e.g. bash scripts/catalogue-size.sh 906802e^   (before the issue)
set -e
rev=${1:-HEAD}; verbose=$2; cd "$(git rev-parse --show-toplevel)"
F='bands|faces|marqet|events|restaurants|home|badges|staff|packages'
S='band|event|product|provider|restaurant|content|home|badge|staff|package|face|marqet'
count() { while read -r f; do echo "$(git show "$rev:$f" | wc -l) $f"; done; }
files=$(git ls-tree -r --name-only "$rev" -- src | grep -v '\.test\.' | grep -v -- '-testing\.' | grep -v README)
{
  echo "$files" | grep -E "^src/web/features/($F)/admin/|^src/web/components/(manager|sub-collection|member-picker|data-table|staged-status)/|^src/server/platform/resource-kit/|^src/server/modules/($F)/(admin|manage|manager)[^/]*\.ts$|^src/shared/contracts/($F)[^/]*admin[^/]*\.ts$|^src/shared/contracts/admin[^/]*\.ts$|^src/shared/domains/($S)s?-(admin|manage|manager)[-a-z]*\.ts$" | count
  for c in bands events restaurants home-content faces marqet staff badges packages home; do
    f=src/shared/contracts/$c.ts
    git cat-file -e "$rev:$f" 2>/dev/null || continue
    n=$(git show "$rev:$f" | node -e '
      const t = require("fs").readFileSync(0, "utf8").split("\n");
      let n = 0;
      // Endpoints declared by operation (decision 0068) count too: the resourceEndpoints(…) calls, which only
      // the back office and owners use, and every operation called on what they make (admin.list({…}) …).
      const made = [...t.join("\n").matchAll(/(\w+) = resourceEndpoints\(/g)].map((m) => m[1]);
      const byOperation = new RegExp(`resourceEndpoints\\(|\\b(${made.join("|") || "-"})\\.\\w+\\(`);
      for (let i = 0; i < t.length; i++) {
        if (byOperation.test(t[i])) {
          let depth = 0, j = i;
          for (; j < t.length; j++) {
            for (const ch of t[j]) depth += "{(".includes(ch) ? 1 : ")}".includes(ch) ? -1 : 0;
            if (depth <= 0) break;
          }
          n += j - i + 1;
          i = j;
          continue;
        }
        if (!/endpoint\(\{/.test(t[i])) continue;
        let depth = 0, j = i;
        for (; j < t.length; j++) {
          for (const ch of t[j]) depth += "{(".includes(ch) ? 1 : ")}".includes(ch) ? -1 : 0;
          if (depth <= 0) break;
        }
        if (/\.\.\.(\w*[aA]dmin|owner|member)\b|auth: .admin./.test(t.slice(i, j + 1).join("\n"))) n += j - i + 1;
        i = j;
      }
      console.log(n);')
    echo "$n $f (admin, owner and organiser endpoints)"
  done
} > /tmp/catalogue-size.$$
[ "$verbose" = -v ] && sort -rn /tmp/catalogue-size.$$
echo "$rev: $(awk '{s+=$1} END {print s}' /tmp/catalogue-size.$$) lines in $(wc -l < /tmp/catalogue-size.$$) files"
rm -f /tmp/catalogue-size.$$
