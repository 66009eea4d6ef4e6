FROM node:20-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@10
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build \
  && mkdir -p /app/data /files && chown -R node:node /app/data /files
# Listens on every interface inside the container (the app's own default is 127.0.0.1 only).
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
# Never as root: the app writes only its data folder and the uploads.
USER node
EXPOSE 3000
CMD ["pnpm", "start"]
