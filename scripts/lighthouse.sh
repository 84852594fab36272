#!/usr/bin/env bash
# Lighthouse (mobile, its default form factor) on the landing page of a running server.
# Usage: scripts/lighthouse.sh [url]   (default http://localhost:3000/)
# Fetches lighthouse from the npm registry on first use; uses Debian's chromium.
set -euo pipefail
url="${1:-http://localhost:3000/}"
out="${TMPDIR:-/tmp}/datecrunch-lighthouse.json"
CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}" npx --yes lighthouse@13 "$url" --quiet \
  --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run" \
  --only-categories=performance,accessibility,best-practices,seo --output=json --output-path="$out"
node -e '
const r = require(process.argv[1]);
for (const [k, c] of Object.entries(r.categories)) console.log(k.padEnd(16), Math.round(c.score * 100));
for (const id of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"])
  console.log(id.padEnd(26), r.audits[id].displayValue);
' "$out"
