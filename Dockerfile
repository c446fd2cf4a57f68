# Production image: the app over an external PostgreSQL (docker-compose.yml runs one).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm install --no-audit --no-fund
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npx next build

FROM node:20-bookworm-slim
WORKDIR /app
# No demo users (their password is published) unless SEED_DEMO=true is asked for; the first start then
# says how to create the first admin (npm run user:create-admin, or ADMIN_EMAIL / ADMIN_PASSWORD).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 UPLOAD_DIR=/data/uploads SEED_DEMO=false
COPY --from=build /app ./
VOLUME /data
EXPOSE 3000
CMD ["node", "scripts/start.mjs"]
