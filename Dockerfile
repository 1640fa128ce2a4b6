# The production image: the built portal behind nginx, with the nginx.conf that config/nginx.ts generates from
# the same header source as the preview server. The real services' addresses are build arguments:
#   docker build --build-arg API_UPSTREAM=https://api.example --build-arg OIDC_AUTHORITY=https://eid.example \
#     --build-arg OIDC_CLIENT_ID=skogportal --build-arg SERVICE_OFFICE_PHONE='62 00 00 00' ... -t skogportal .
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Where /api goes: https, and no default (the build stops without it). Plain http only for a test image:
# --build-arg API_UPSTREAM_PLAIN_HTTP=test.
ARG API_UPSTREAM
ARG API_UPSTREAM_PLAIN_HTTP
# For an https API_UPSTREAM: the PEM file (in the nginx image) of the authorities its certificate must chain to.
ARG API_CA_FILE=/etc/ssl/certs/ca-certificates.crt
ARG API_BASE_URL=/api
ARG OIDC_AUTHORITY
ARG OIDC_CLIENT_ID
ARG OIDC_SCOPE
ARG OIDC_ACR_VALUES
ARG MAP_TILE_URL
ARG PROPERTY_REGISTRY_URL
ARG MUNICIPALITY_REGISTER_URL
# The service office people are told to contact (no default: the build stops without them).
ARG SERVICE_OFFICE_NAME
ARG SERVICE_OFFICE_PHONE
ARG SERVICE_OFFICE_EMAIL
ARG SERVICE_OFFICE_ADDRESS
ARG SERVICE_OFFICE_OPENING_HOURS
# The cooperative's terms of use, which the terms dialog links to (no default either).
ARG TERMS_URL
# The build manifest (dist/.vite) is for the build's own checks; nginx would refuse it anyway.
RUN npx vite build && rm -rf dist/.vite && npx tsx scripts/nginx-conf.ts /app/server

FROM nginx:1.27-bookworm
COPY --from=build /app/dist /usr/share/nginx/html
COPY --from=build /app/server/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /app/server/config.json /etc/skogportal/config.json
# nginx verifies an https API against this file; without it the image must not be built.
ARG API_CA_FILE=/etc/ssl/certs/ca-certificates.crt
RUN test -s "$API_CA_FILE"
EXPOSE 8080
