# Vetor: one image for the server and its deploy step (docs/deploy.md).
#   docker build -t vetor .
#   docker run --rm --env-file vetor.env vetor node apps/server/dist/migrate-command.js   # once per deploy
#   docker run --env-file vetor.env -p 3000:3000 vetor                                    # each instance

# --- build: every dependency, the three workspaces compiled, the web app bundled -----------------
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json biome.json ./
COPY packages/domain packages/domain
COPY apps/server apps/server
COPY apps/web apps/web
COPY content content
RUN npm run build

# --- runtime: production dependencies only, the built files, a user without privileges -----------
FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/apps/server/dist apps/server/dist
# The migrations are read from src/db/migrations (db/migrate.ts), the content from content/ (seed).
COPY --from=build /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/content content
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself as PID 1 receives SIGTERM and drains (plugins/drain.ts); no shell in between.
CMD ["node", "apps/server/dist/server.js"]
