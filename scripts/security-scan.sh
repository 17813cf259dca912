#!/usr/bin/env bash
# npm run scan – bounded sqlmap and wapiti scans of the app on loopback. Not part of
# npm test: it takes several minutes.
#
# Starts the built app (npm run build first when there is no .next) on a throwaway embedded
# database (a temp DATA_DIR, migrated and seeded with the demo data) on 127.0.0.1, then:
#  - sqlmap (level 1, risk 1, boolean/error/union/stacked/time techniques, one thread) against
#    the site search `q`, the JSON:API girls list `page[offset]`/`page[limit]`, the photos list
#    `filter[userId]`, and the username/password of sign-in;
#  - wapiti (modules sql, blindsql, exec, file, xss, permanentxss, redirect, crlf, http_headers,
#    csp, cookieflags; no ssrf, which calls an outside server) crawling from /, /login,
#    /advanced_search?q=slam and /api/v1/search?q=slam, bounded by scan and attack time.
# It prints what each tool found and exits 1 when either reports a vulnerability.
# Needs: sqlmap and wapiti (Debian: apt-get install -y sqlmap wapiti).
# Settings: SCAN_PORT (free port), SCAN_WAPITI_SECONDS (240 crawl+attack), SCAN_KEEP=1 keeps the folder.
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in sqlmap wapiti; do
  if ! command -v "$tool" >/dev/null; then
    echo "[scan] $tool is missing: apt-get install -y sqlmap wapiti (or sudo -n apt-get …)" >&2
    exit 2
  fi
done

WORK=$(mktemp -d /tmp/matside-scan-XXXXXX)
PORT=${SCAN_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
BASE="http://127.0.0.1:${PORT}"
WAPITI_SECONDS=${SCAN_WAPITI_SECONDS:-240}
APP_PID=""

cleanup() {
  if [ -n "$APP_PID" ]; then kill -TERM "$APP_PID" 2>/dev/null || true; wait "$APP_PID" 2>/dev/null || true; fi
  if [ "${SCAN_KEEP:-}" != 1 ]; then rm -rf "$WORK"; else echo "[scan] kept $WORK"; fi
}
trap cleanup EXIT

export NODE_ENV=production APP_ENV=development APP_URL="$BASE" DATA_DIR="$WORK/data" DATABASE_URL= SMTP_URL= \
  S3_ENDPOINT= S3_BUCKET= REDIS_URL= LOG_LEVEL=fatal SIGN_IN_RATE_LIMIT_MAX=100000 TRUSTED_PROXIES= NEXT_TELEMETRY_DISABLED=1

if [ ! -f .next/BUILD_ID ]; then
  echo "[scan] no .next build: npm run build…"
  npm run --silent build
fi
echo "[scan] throwaway database in $DATA_DIR: migrating and seeding…"
npm run --silent db:migrate >"$WORK/setup.log" 2>&1
npm run --silent db:seed >>"$WORK/setup.log" 2>&1

node server/index.mjs -p "$PORT" -H 127.0.0.1 >"$WORK/app.log" 2>&1 &
APP_PID=$!
for _ in $(seq 1 120); do
  if curl -fs -o /dev/null "$BASE/api/v1/girls?page%5Blimit%5D=1"; then break; fi
  sleep 1
done
curl -fs -o /dev/null "$BASE/" || { echo "[scan] the app did not start"; cat "$WORK/app.log"; exit 1; }
echo "[scan] app on $BASE"

findings=0
sqlmap_requests=0

# --- sqlmap --------------------------------------------------------------------------------------
SQLMAP=(sqlmap --batch --level=1 --risk=1 --technique=BEUST --time-sec=2 --threads=1 --timeout=10 --retries=0
  --flush-session --disable-coloring --output-dir="$WORK/sqlmap" --headers="Origin: $BASE" -v 1)
sqlmap_target() {
  local name=$1; shift
  local log="$WORK/sqlmap-${name}.log"
  echo "[scan] sqlmap: $name"
  timeout 600 "${SQLMAP[@]}" -t "$WORK/sqlmap-${name}.traffic" "$@" >"$log" 2>&1 || true
  local requests
  requests=$(grep -c "^HTTP request \[#" "$WORK/sqlmap-${name}.traffic" 2>/dev/null || true)
  requests=${requests:-0}
  sqlmap_requests=$((sqlmap_requests + requests))
  if grep -Eq "(is vulnerable|appears to be .*injectable|sqlmap identified the following injection point)" "$log"; then
    echo "  FOUND an injection point:"
    grep -E "Parameter:|Type:|Title:|Payload:" "$log" | sed 's/^/    /'
    findings=$((findings + 1))
  else
    echo "  nothing injectable ($(grep -Ec "testing '" "$log") techniques, $requests requests): $(grep -Eo "all tested parameters do not appear to be injectable|parameter '[^']+' does not seem to be injectable" "$log" | sort -u | paste -sd ';' -)"
  fi
}
sqlmap_target search-q -u "$BASE/api/v1/search?q=slam&limit=10" -p q
sqlmap_target girls-page -u "$BASE/api/v1/girls?page%5Boffset%5D=0&page%5Blimit%5D=10" -p "page[offset],page[limit]"
sqlmap_target photos-filter -u "$BASE/api/v1/photos?filter%5BuserId%5D=1&sort=-id" -p "filter[userId],sort"
sqlmap_target advanced-search -u "$BASE/advanced_search?q=slam" -p q
# A wrong password is a 401, which sqlmap takes for HTTP authentication unless told to ignore it.
sqlmap_target sign-in -u "$BASE/api/auth/sign-in/username" --method=POST --ignore-code=401 \
  --data='{"username":"demo_girl","password":"not-the-password"}' --headers="Origin: $BASE
Content-Type: application/json" -p "username,password"

# --- wapiti --------------------------------------------------------------------------------------
# No -x exclusions: wapiti 3.0.4's wildcard patterns crash on Python 3.11 (re flags), and it is
# not signed in, so there is no session to lose.
echo "[scan] wapiti: crawl and attack for at most ${WAPITI_SECONDS} s"
timeout $((WAPITI_SECONDS + 120)) wapiti -u "$BASE/" --scope folder \
  -s "$BASE/login" -s "$BASE/advanced_search?q=slam" -s "$BASE/api/v1/search?q=slam" -s "$BASE/wrestlers" \
  -m "sql,blindsql,exec,file,xss,permanentxss,redirect,crlf,http_headers,csp,cookieflags" \
  -d 2 --max-links-per-page 20 --max-files-per-dir 30 --max-parameters 8 \
  --max-scan-time "$WAPITI_SECONDS" --max-attack-time $((WAPITI_SECONDS / 8)) -t 10 \
  --flush-session -f json -o "$WORK/wapiti.json" >"$WORK/wapiti.log" 2>&1 || true
if [ ! -s "$WORK/wapiti.json" ]; then
  echo "  wapiti wrote no report:"; tail -20 "$WORK/wapiti.log"; findings=$((findings + 1))
else
  node - "$WORK/wapiti.json" "$WORK/wapiti.log" <<'EOF' || findings=$((findings + 1))
const fs = require('fs');
const report = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const logText = fs.readFileSync(process.argv[3], 'utf8');
// Header advisories that are decisions, not holes: printed, not counted.
const ACCEPTED = [
  [/CSP "script-src" value is not safe/, "'unsafe-inline' scripts: Next's App Router streams inline bootstrap scripts; nonces would make every public page dynamic (docs/decisions/004)"],
  [/X-XSS-Protection is not set/, 'deliberately absent: browsers removed the XSS auditor and enabling it ("1", what wapiti wants) opened XS-leaks; the CSP is the protection'],
  [/Strict-Transport-Security is not set/, 'sent only when APP_URL is https (server/index.mjs, docs/decisions/015); this scan runs over plain http on loopback'],
];
const found = /Wapiti found (\d+) URLs and forms/.exec(logText)?.[1] ?? '?';
const modules = [...logText.matchAll(/Launching module (\w+)/g)].map((m) => m[1]);
let counted = 0;
const lines = [];
for (const [category, items] of Object.entries(report.vulnerabilities ?? {})) {
  for (const item of items) {
    const text = `${category}: ${item.method ?? ''} ${item.path ?? ''} ${item.parameter ?? ''} – ${item.info ?? ''}`;
    const accepted = ACCEPTED.find(([pattern]) => pattern.test(item.info ?? ''));
    if (accepted) lines.push(`    accepted  ${text}\n              (${accepted[1]})`);
    else {
      counted += 1;
      lines.push(`    FOUND     ${text}`);
    }
  }
}
const anomalies = [];
for (const [category, items] of Object.entries(report.anomalies ?? {}))
  for (const item of items) anomalies.push(`    ANOMALY   ${category}: ${item.method ?? ''} ${item.path ?? ''} ${item.parameter ?? ''} – ${item.info ?? ''}`);
console.log(`  ${found} URLs and forms crawled; modules ${modules.join(', ')}`);
console.log(`  ${counted} vulnerabilities, ${anomalies.length} anomalies (500s, timeouts), ${lines.length - counted} accepted header advisories`);
for (const line of [...lines, ...anomalies]) console.log(line);
process.exit(counted + anomalies.length > 0 ? 1 : 0);
EOF
fi

echo
if [ "$findings" -eq 0 ]; then
  echo "[scan] OK: 0 findings (sqlmap: 5 targets, $sqlmap_requests requests; wapiti: bounded crawl and attack)"
else
  echo "[scan] FINDINGS: $findings (details above; logs in $WORK with SCAN_KEEP=1)"
  exit 1
fi
