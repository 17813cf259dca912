#!/usr/bin/env bash
# npm run scan – bounded sqlmap and wapiti scans of the app on loopback (issue 9, "Bounded scans").
#
# Serves the last production build (`npm run build` first) on a fresh embedded database seeded
# with the demo data, then runs:
#   - sqlmap on the public search, the girls list's filters and paging, the Girls Search page and
#     the username sign-in (level 2, risk 1, every technique, a 2 s time-based delay), each run
#     bounded by SCAN_SQLMAP_SECONDS;
#   - wapiti (sql, blindsql, xss, exec, file, redirect, crlf, ssrf modules) crawling from /,
#     bounded by SCAN_WAPITI_SECONDS and 20 links a page.
# and prints what each found. Exits 1 on any finding. Needs the Debian packages sqlmap and wapiti
# (`apt-get install sqlmap wapiti`); not part of `npm test` (it takes several minutes).
set -euo pipefail
cd "$(dirname "$0")/.."

SQLMAP_SECONDS="${SCAN_SQLMAP_SECONDS:-120}"
WAPITI_SECONDS="${SCAN_WAPITI_SECONDS:-240}"
for tool in sqlmap wapiti; do
  command -v "$tool" >/dev/null || { echo "[scan] $tool is missing: apt-get install sqlmap wapiti" >&2; exit 2; }
done
[ -f .next/BUILD_ID ] || { echo "[scan] no production build: run npm run build first" >&2; exit 2; }

WORK="$(mktemp -d /tmp/matside-scan.XXXXXX)"
PORT="${SCAN_PORT:-3977}"
BASE="http://127.0.0.1:${PORT}"
export DATA_DIR="$WORK/data" NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 LOG_LEVEL=fatal APP_URL="$BASE"
echo "[scan] seeding a fresh embedded database in $DATA_DIR"
npm run --silent db:migrate >/dev/null
npm run --silent db:seed >/dev/null
node server/index.mjs -p "$PORT" -H 127.0.0.1 >"$WORK/server.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true; wait $SERVER 2>/dev/null || true; rm -rf "$WORK"' EXIT
for _ in $(seq 1 120); do curl -fs "$BASE/robots.txt" >/dev/null && break; sleep 0.5; done
echo "[scan] app on $BASE"

findings=0
sqlmap_run() {
  local label="$1"
  shift
  echo "[scan] sqlmap: $label"
  local out="$WORK/sqlmap-$(echo "$label" | tr -c 'a-z0-9' '_').log"
  timeout "$SQLMAP_SECONDS" sqlmap --batch --disable-coloring --level=2 --risk=1 --time-sec=2 --threads=2 \
    --output-dir="$WORK/sqlmap" --flush-session "$@" >"$out" 2>&1 || true
  local requests
  requests=$(grep -Eo 'sent [0-9]+ HTTP' "$out" | tail -1 || true)
  if grep -Eq "is vulnerable|sqlmap identified the following injection point" "$out"; then
    echo "  FINDING: $(grep -E 'is vulnerable|Parameter:' "$out" | head -3 | tr '\n' ' ')"
    findings=$((findings + 1))
  elif grep -q "do not appear to be injectable" "$out"; then
    echo "  no injection found (all tested parameters do not appear to be injectable) ${requests}"
  else
    echo "  stopped at its time budget without a finding: $(grep -E '^\[.*(testing|heuristic)' "$out" | tail -1 | cut -c1-120)"
  fi
}

sqlmap_run "GET /api/v1/search?q=" -u "$BASE/api/v1/search?q=anna&limit=10" -p q
sqlmap_run "GET /api/v1/girls filters and paging" \
  -u "$BASE/api/v1/girls?filter%5Bcity%5D=Austin&page%5Blimit%5D=5&page%5Boffset%5D=0" \
  -p "filter[city],page[limit],page[offset]"
sqlmap_run "GET /advanced_search" -u "$BASE/advanced_search?q=an&city=Austin&state=TX" -p "q,city,state"
sqlmap_run "POST /api/auth/sign-in/username" -u "$BASE/api/auth/sign-in/username" \
  --data='{"username":"demo_guy","password":"wrong-password"}' --headers="Origin: $BASE" -p username

echo "[scan] wapiti: crawl from / (max ${WAPITI_SECONDS}s)"
wapiti -u "$BASE/" --scope folder -m "sql,blindsql,xss,exec,file,redirect,crlf,ssrf" \
  --max-links-per-page 20 --max-scan-time "$WAPITI_SECONDS" --flush-session --color=0 \
  -f json -o "$WORK/wapiti.json" >"$WORK/wapiti.log" 2>&1 || true
if [ -f "$WORK/wapiti.json" ]; then
  node -e '
    const report = require(process.argv[1]);
    const found = Object.entries(report.vulnerabilities ?? {}).filter(([, list]) => list.length > 0);
    const crawled = report.infos?.crawled_pages_nbr ?? (report.infos?.crawled_pages ?? []).length;
    console.log(`  crawled ${crawled} pages; modules: ${Object.keys(report.vulnerabilities ?? {}).length} categories checked`);
    for (const [name, list] of found) for (const v of list) console.log(`  FINDING ${name}: ${v.method} ${v.path} ${v.info}`);
    if (found.length === 0) console.log("  no vulnerability found");
    process.exit(found.length ? 1 : 0);
  ' "$WORK/wapiti.json" || findings=$((findings + 1))
else
  echo "  wapiti wrote no report:"
  tail -5 "$WORK/wapiti.log"
  findings=$((findings + 1))
fi

if grep -q '"statusCode":5\|Error:' "$WORK/server.log" 2>/dev/null; then
  echo "[scan] the server logged errors during the scans:"
  grep -m5 'Error' "$WORK/server.log" || true
fi
echo "[scan] findings: $findings"
[ "$findings" -eq 0 ]
