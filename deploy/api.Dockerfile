# syntax=docker/dockerfile:1
# One API instance (apps/api, API only: nginx or a CDN serves the sites), to
# run N of them behind a load balancer on one PostgreSQL: docs/deployment.md.
# Build from the repository root:
#   docker build -f deploy/api.Dockerfile -t agency-api .
# Not built in this repository's CI: its machines have no Docker engine.

FROM node:24-bookworm-slim AS install
WORKDIR /app
# Manifests only, so this layer is rebuilt when dependencies change, not code.
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY libs/contract/package.json libs/contract/
# The open positions (docs/content.md): the checker, the frontmatter reader it shares with the
# articles, and each region's positions' files.
COPY libs/positions/package.json libs/positions/
COPY libs/articles/package.json libs/articles/
COPY libs/collections/in/positions/package.json libs/collections/in/positions/
COPY libs/collections/uk/positions/package.json libs/collections/uk/positions/
# Production dependencies of the API and the workspace it imports
# (@agency/contract) only, exactly as locked. Node runs the TypeScript
# sources as they are (type stripping), so there is no build step.
# better-sqlite3 ships prebuilt binaries: no compiler needed, no install script run.
RUN npm ci --omit=dev --workspace=@agency/api --include-workspace-root=false --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    API_ONLY=1 \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/var/lib/agency
WORKDIR /app
# Code and dependencies belong to root and are read-only to the process;
# only DATA_DIR (SQLite and the generated form-token secret, when those are
# used at all) is writable by it.
COPY --from=install /app/node_modules node_modules
COPY package.json ./
COPY apps/api/package.json apps/api/
COPY apps/api/src apps/api/src
COPY libs/contract/package.json libs/contract/
COPY libs/contract/src libs/contract/src
COPY libs/positions/package.json libs/positions/
COPY libs/positions/src libs/positions/src
COPY libs/articles/package.json libs/articles/
COPY libs/articles/src libs/articles/src
COPY libs/collections/in/positions libs/collections/in/positions
COPY libs/collections/uk/positions libs/collections/uk/positions
RUN mkdir -p /var/lib/agency && chown node:node /var/lib/agency
# The official image's unprivileged user.
USER node
EXPOSE 4000
# Liveness only: readiness (/api/health/ready) also asks the database, and a
# database outage must not get every instance restarted at once.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) finishes requests in flight, then exits; give it
# SHUTDOWN_TIMEOUT_MS (10 s) or more before SIGKILL: docker stop -t 15.
CMD ["node", "apps/api/src/start.ts"]
