# The production image (#42): built once, promoted from test to production. Nothing about an environment is in it:
# the API upstream, the eID, the map and registries, the service office, the terms and telemetry come from
# environment variables when the container starts (scripts/docker-entrypoint.sh writes config.json and nginx.conf
# from them with config/server-files.ts, and refuses to start, naming what is missing). See
# docs/production-server.md.
#
#   docker build -t skogportal .
#   docker run --read-only --tmpfs /tmp -p 8080:8080 -e API_UPSTREAM=https://api.example \
#     -e OIDC_AUTHORITY=https://eid.example -e OIDC_CLIENT_ID=skogportal -e SERVICE_OFFICE_NAME=... skogportal
#
# A deploy never breaks an open tab (#42): the image keeps the previous release's hashed files beside its own, so
# a tab opened before the deploy still gets its pages' code. Name the image now in production when building:
#   docker build --build-arg PREVIOUS_IMAGE=registry.example/skogportal:1.41.0 -t skogportal:1.42.0 .
# Only that image's own release is kept (its assets/, not its previous-release/): one release back, a few MB.
# Without the argument (the first release, a local build) nothing is kept.
ARG PREVIOUS_IMAGE=no-previous-release

# The stand-in for "no previous release": an empty assets/ where the previous image has its own.
FROM node:24-bookworm-slim AS no-previous-release
RUN mkdir -p /usr/share/nginx/html/assets

FROM ${PREVIOUS_IMAGE} AS previous-release

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build, the route → chunks map nginx sends as Link headers, and the start script bundled into one file that
# needs nothing but Node. The build manifest (dist/.vite) stays out of what is served.
RUN npx vite build \
  && mkdir -p /app/server \
  && cp dist/.vite/route-preloads.json /app/server/route-preloads.json \
  && rm -rf dist/.vite \
  && npx esbuild scripts/server-files.ts --bundle --platform=node --format=esm --outfile=/app/server/server-files.mjs

# Debian's nginx (the one the tests run) beside Node (for the start script), as an unprivileged user.
FROM node:24-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && test -s /etc/ssl/certs/ca-certificates.crt
COPY --from=build /app/dist /usr/share/nginx/html
# The previous release's /assets, served by nginx for the hashed files this release lacks (config/nginx.ts).
COPY --from=previous-release /usr/share/nginx/html/assets/ /usr/share/nginx/previous-release/assets/
COPY --from=build /app/server/ /opt/skogportal/
COPY scripts/docker-entrypoint.sh /usr/local/bin/skogportal-entrypoint
# The node image's own unprivileged user (uid 1000); port 8080 needs no privilege.
USER 1000:1000
ENV PORT=8080
# Plain http only: TLS ends in front of the container (the Ingress in deploy/base, with its certificate and the
# http→https redirect), and the answers reach the browser over https, HSTS included (docs/production-server.md).
EXPOSE 8080
# nginx finishes the requests it has before it stops (a rolling update), instead of dropping them.
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/usr/local/bin/skogportal-entrypoint"]
