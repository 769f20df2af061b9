#!/usr/bin/env bash
# Builds versitygw, the open-source S3-compatible server the object-store tests
# run against, into .cache/bin (once per version; Go's build cache makes a
# rebuild quick) and prints its path. The tests find it there, or where
# DHONI_VERSITYGW points.
set -euo pipefail
version=v1.8.0
root=$(cd "$(dirname "$0")/.." && pwd)
bin="$root/.cache/bin/versitygw-$version"
if [ ! -x "$bin" ]; then
  mkdir -p "$root/.cache/bin"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && GOBIN="$tmp" go install -ldflags="-s -w" "github.com/versity/versitygw/cmd/versitygw@$version") >&2
  mv "$tmp/versitygw" "$bin"
fi
echo "$bin"
