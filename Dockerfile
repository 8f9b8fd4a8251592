# The artefact `npm start` runs, as a container (issue 22 item 3): built in one stage, run as a
# non-root user in another, on Node 24. Configure it with the environment (README "Configuration");
# for a cluster set DATABASE_URL, REDIS_URL, AUTH_SECRET, PUBLIC_URL and DRAIN_SECONDS.
#   docker build -t spc . && docker run -p 3000:3000 -e HOST=0.0.0.0 spc
FROM node:24-bookworm-slim AS build
WORKDIR /app
# fonts-dejavu-core: the generated pictures' lettering (sharp draws with DejaVu Sans).
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/locales/package.json packages/locales/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
# Dev dependencies stay: the server runs its TypeScript through tsx, as `npm start` does.
RUN npm run build

FROM node:24-bookworm-slim AS run
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data && chown node:node /data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The same entry as `npm run serve` (tsx runs the TypeScript server); SIGTERM drains (DRAIN_SECONDS).
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
