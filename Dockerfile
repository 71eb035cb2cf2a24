# syntax=docker/dockerfile:1
# Foyer's image: the release binary (scripts/release.ts, smoke-run in CI) on Debian slim with ffmpeg, as a non-root user.
#
#   npm run release          (or scripts/release) makes dist/release/foyer-<version>-linux-x64-baseline and -linux-arm64
#   docker build -t foyer .
#   docker run -d --init -p 8080:8080 -v foyer-data:/data \
#     -e FOYER_ADMIN_USERNAME=admin -e FOYER_ADMIN_PASSWORD=change-me foyer
#
# Multi-arch (x86-64 and Raspberry Pi / arm64) from one machine: both binaries are already compiled, only the apt step of the
# foreign platform runs under emulation (once: docker run --privileged --rm tonistiigi/binfmt --install arm64):
#   docker buildx build --platform linux/amd64,linux/arm64 -t ghcr.io/foyer-dashboard/foyer:<version> --push .
# amd64 takes the baseline build: it also runs on CPUs without AVX2 (older NAS Celerons and Atoms).
# --init (tini) reaps orphaned ffmpeg processes; Foyer itself stops cleanly on SIGTERM.
ARG TARGETARCH

FROM scratch AS binary-amd64
COPY dist/release/foyer-*-linux-x64-baseline /foyer
FROM scratch AS binary-arm64
COPY dist/release/foyer-*-linux-arm64 /foyer
FROM binary-${TARGETARCH} AS binary

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 foyer \
 && useradd --system --uid 10001 --gid foyer --home-dir /data --no-create-home --shell /usr/sbin/nologin foyer \
 && mkdir -p /data \
 && chown foyer:foyer /data \
 && chmod 0700 /data
COPY --from=binary --chown=root:root --chmod=0755 /foyer /usr/local/bin/foyer
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
