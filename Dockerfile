# syntax=docker/dockerfile:1
# Foyer: one Bun executable (server + web bundle + SQLite) on Debian slim with ffmpeg.
#
#   docker build -t foyer .
#   docker run -d --init -p 8080:8080 -v foyer-data:/data \
#     -e FOYER_ADMIN_USERNAME=admin -e FOYER_ADMIN_PASSWORD=change-me foyer
#
# Raspberry Pi / arm64 from an x86-64 machine (the build stage runs natively and cross-compiles):
#   docker buildx build --platform linux/arm64 -t foyer:arm64 .
# --init (tini) reaps orphaned ffmpeg processes; Foyer itself stops cleanly on SIGTERM.

# ---- build: npm ci brings bun (devDependency), scripts/build.ts makes dist/foyer ----
FROM --platform=$BUILDPLATFORM node:22-bookworm-slim AS build
ARG TARGETARCH
WORKDIR /src
# Keep bun's download cache inside the build stage, not in a home directory.
ENV BUN_INSTALL_CACHE_DIR=/tmp/bun-cache \
    NODE_ENV=production
COPY package.json package-lock.json ./
# NODE_ENV=production would make npm skip devDependencies, and bun is one: include them explicitly.
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
# Native build when the target matches the build machine; x86-64 -> arm64 cross-compiles
# (bun fetches the arm64 runtime package from the npm registry).
RUN set -eu; \
    case "${TARGETARCH:-}:$(uname -m)" in \
      :*|amd64:x86_64|arm64:aarch64) node_modules/.bin/bun scripts/build.ts ;; \
      arm64:*) node_modules/.bin/bun scripts/build.ts arm64 && mv dist/foyer-linux-arm64 dist/foyer ;; \
      *) echo "build: no way to build for ${TARGETARCH} on $(uname -m)" >&2; exit 1 ;; \
    esac; \
    ls -l dist/foyer

# ---- runtime ----
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 foyer \
 && useradd --system --uid 10001 --gid foyer --home-dir /data --no-create-home --shell /usr/sbin/nologin foyer \
 && mkdir -p /data \
 && chown foyer:foyer /data \
 && chmod 0700 /data
COPY --from=build --chown=root:root --chmod=0755 /src/dist/foyer /usr/local/bin/foyer
# MIMALLOC_PURGE_DELAY=0 returns freed memory (e.g. after a password hash) to the system at once.
ENV DATA_DIR=/data \
    PORT=8080 \
    HOST=0.0.0.0 \
    MIMALLOC_PURGE_DELAY=0
VOLUME ["/data"]
EXPOSE 8080
USER foyer:foyer
# Not /data: a compiled Bun binary may read .env / bunfig.toml from its working directory.
WORKDIR /
# No curl in the image: bash's /dev/tcp asks the unauthenticated probe and wants a 200.
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${PORT:-8080} && printf 'GET /api/v1/home HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && IFS= read -r -t 4 status <&3 && case \"$status\" in *' 200 '*) exit 0 ;; *) exit 1 ;; esac"]
ENTRYPOINT ["/usr/local/bin/foyer"]
