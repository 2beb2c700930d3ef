# syntax=docker/dockerfile:1
# Multi-stage: build with dev dependencies, run with production dependencies only, as a non-root user.

# Node 22 LTS: its SQLite driver is better-sqlite3 13, whose binary ships in the package, so nothing is
# compiled; the optional better-sqlite3 12 is Node 20's (README, "Node.js versions").
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/check-node.mjs ./scripts/
RUN npm ci --omit=optional
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/public ./public
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
# The health check asks the address the server listens on (HOST, or loopback when it listens on every
# interface) and its PORT: test/docker-health.system.test.ts runs this very command.
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "const h=(process.env.HOST||'').trim(),a=!h||h==='0.0.0.0'||h==='::'?'127.0.0.1':h.includes(':')?'['+h+']':h;fetch('http://'+a+':'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Run the server bundle directly: no npm in the signal path, so SIGTERM reaches it.
CMD ["node", "dist/server/index.js"]
