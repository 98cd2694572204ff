# syntax=docker/dockerfile:1
# The platform's image: the built client and the TypeScript server run by tsx (docs/decisions.md,
# "Deployment (issue 13)"). One image for every role: the web process (the default command), the
# worker (`node --import tsx server/src/worker.ts`) and the one-shot migrate step
# (`node --import tsx server/src/db/migrate-cli.ts`); docker-compose.yml runs all three.
ARG NODE_IMAGE=node:24-bookworm-slim

# The workspaces' manifests alone: the dependency layers are rebuilt only when these change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
# No install scripts run (`npm ci --ignore-scripts` below): swagger-ui's @scarf/scarf would report
# the install to its maker. The only others are esbuild's binary check and msgpackr-extract's
# prebuilt lookup, both also done when first used. SCARF_ANALYTICS=false stops scarf should a
# script ever run.
ENV SCARF_ANALYTICS=false
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/

# Every dependency, development ones included, to build the client.
FROM manifests AS build
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# The maps' tiles are not built in: the server names them at run time (MAP_TILES_URL).
RUN npm run build

# The server's and shared's production dependencies only: no Vite, React or test tools, and no
# embedded PostgreSQL (a development dependency of the server, for `npm start` and the tests).
FROM manifests AS production-dependencies
RUN npm ci --omit=dev --ignore-scripts --workspace server --workspace shared --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=3000 SCARF_ANALYTICS=false
WORKDIR /app
COPY --from=production-dependencies /app ./
COPY shared/ shared/
COPY server/ server/
COPY migrations/ migrations/
COPY --from=build /app/client/dist client/dist
# The code stays root's and read-only; the one place the platform writes is orders' files
# (FILE_STORAGE=local), a volume in docker-compose.yml that takes this directory's owner.
RUN mkdir -p .data/files && chown -R node:node .data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(2500) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "server/src/main.ts"]
