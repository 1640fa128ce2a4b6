#!/bin/sh
# The production image's start (#42): one image for every environment. config.json and nginx.conf are written from
# the container's environment into a writable directory (the root file system is read-only), refusing to start,
# with the names, when something is missing; then nginx runs in the foreground as PID 1, logging to stdout/stderr.
# The paths are the image's (Dockerfile); the test of this script (config/server-files.test.ts) moves them.
set -eu
home="${SKOGPORTAL_HOME:-/opt/skogportal}"
root="${SKOGPORTAL_ROOT:-/usr/share/nginx/html}"
# The previous release's build, kept in the image (Dockerfile, PREVIOUS_IMAGE): its assets/ beside this one's.
previous="${SKOGPORTAL_PREVIOUS_ROOT:-/usr/share/nginx/previous-release}"
out="${SKOGPORTAL_RUNTIME_DIR:-/tmp/skogportal}"
node "$home/server-files.mjs" --root "$root" --preloads "$home/route-preloads.json" --out "$out" --previous "$previous"
exec "${NGINX_BIN:-nginx}" -e stderr -p "$out" -c "$out/nginx.conf" -g 'daemon off;'
