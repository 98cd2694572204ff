# The platform image: the built client and the TypeScript server run by tsx (see docs/decisions.md).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
USER node
CMD ["node", "--import", "tsx", "server/src/main.ts"]
