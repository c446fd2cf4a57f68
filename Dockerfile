# Production image: the app over an external PostgreSQL (docker-compose.yml runs one).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm install --no-audit --no-fund
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npx next build && node scripts/precompress-static.mjs

# Profile `scale`'s reverse proxy (docker-compose.yml): nginx with ngx_brotli, holding the build's static
# files and their precompressed copies (deploy/nginx.conf). Built with `--target proxy`.
FROM fholzer/nginx-brotli:latest AS proxy
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/.next/static /srv/next/_next/static

FROM node:20-bookworm-slim
WORKDIR /app
# No demo users (their password is published) unless SEED_DEMO=true is asked for; the first start then
# says how to create the first admin (npm run user:create-admin, or ADMIN_EMAIL / ADMIN_PASSWORD).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 UPLOAD_DIR=/data/uploads BACKUP_DIR=/data/backups SEED_DEMO=false
COPY --from=build /app ./
VOLUME /data
EXPOSE 3000
CMD ["node", "scripts/start.mjs"]
