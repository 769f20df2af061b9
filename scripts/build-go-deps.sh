#!/usr/bin/env bash
# Compiles everything the server binary needs except the packages that embed
# the web build (storefront/spa, storefront/ssr and whatever imports them), which
# vite is rewriting meanwhile. Run beside the web build on a fresh clone, so
# that the module downloads and most of the compile overlap with pnpm and
# vite; `go tool task build` then finds these packages in the build cache
# (same flags as its own `go build`; no -trimpath, which would compile the
# standard library again instead of reusing what go-task's build compiled).
set -euo pipefail
cd "$(dirname "$0")/.."
embeds='(^| )dhoni/internal/storefront/(spa|ssr)( |$)'
pkgs=$(go list -e -deps -f '{{if not .Standard}}{{.ImportPath}} {{join .Deps " "}}{{end}}' ./backend/cmd/dhoni |
  grep -Ev "$embeds" | cut -d' ' -f1)
# shellcheck disable=SC2086 # one word a package
exec go build -tags nomsgpack $pkgs
