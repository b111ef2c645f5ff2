# syntax=docker/dockerfile:1
# One Dockerfile, one target per part: `cms`, `booking-service` and `proxy` (the web build served
# by Caddy, which also fronts the two services). docker-compose.yml builds each target.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 and other native modules build from source when no prebuilt binary is reachable.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY cms/package.json cms/
COPY booking-service/package.json booking-service/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

FROM deps AS build
ARG VITE_CMS_URL
ARG VITE_API_URL
ARG VITE_SITE_URL
ARG VITE_MAP_TILE_URL
ARG VITE_MAP_ATTRIBUTION
ENV STRAPI_TELEMETRY_DISABLED=true NODE_ENV=production
COPY . .
RUN npx turbo run build --filter=@stayvn/shared --filter=@stayvn/booking-service --filter=@stayvn/cms --filter=@stayvn/web

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true
COPY --from=build /app /app

FROM runtime AS cms
WORKDIR /app/cms
EXPOSE 1337
CMD ["npm", "run", "start"]

FROM runtime AS booking-service
WORKDIR /app/booking-service
EXPOSE 4000
CMD ["node", "dist/server.js"]

# Home, the results page and every apartment's overview, per language, as finished HTML
# (web/scripts/prerender.mjs) in the volume the proxy serves /pages from: rendered again for
# the pages a CMS change shows (the CMS's webhook on port 3001) and all of them every
# PRERENDER_EVERY_SECONDS.
FROM runtime AS web-prerender
WORKDIR /app/web
EXPOSE 3001
CMD ["sh", "-c", "exec node scripts/prerender.mjs --out /srv/pages --wait 600 --watch 0.0.0.0:3001 --every ${PRERENDER_EVERY_SECONDS:-600}"]

FROM caddy:2-alpine AS proxy
COPY docker/Caddyfile /etc/caddy/Caddyfile
COPY --from=build /app/web/dist /srv
