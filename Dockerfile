# Vitae — multi-stage image on Node 24 slim.
# build: all dependencies + `react-router build`; prod-deps: production dependencies only;
# final: the built app + the server sources Node runs directly (type stripping), as a non-root user.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx react-router build

FROM node:24-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:24-slim AS final
# Debian's Chromium prints the PDFs (found at /usr/bin/chromium; the CV's fonts ship with the app);
# tini reaps the browser's helper processes, since Node runs as PID 1
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/server.ts ./server.ts
COPY --from=build /app/app/server ./app/server
COPY --from=build /app/app/lib ./app/lib
COPY --from=build /app/build ./build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# tini passes SIGTERM to Node (graceful shutdown closes the PDF browser) and reaps orphans
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "server.ts"]
