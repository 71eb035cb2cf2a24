# Foyer's image: the release binary (scripts/release.ts, smoke-run in CI) on Debian slim, as a non-root user, with an
# ffmpeg built here with only what the stream hub runs (RTSP in, H.264 copied or encoded by x264, MPEG-TS and JPEG out).
#
#   npm run release          (or scripts/release) makes dist/release/foyer-<version>-linux-x64-baseline and -linux-arm64
#   docker build -t foyer .                                   with ffmpeg (camera streams)
#   docker build --build-arg FFMPEG=none -t foyer:slim .      without: streams answer 503 saying ffmpeg is missing
#   docker run -d --init -p 8080:8080 -v foyer-data:/data \
#     -e FOYER_ADMIN_USERNAME=admin -e FOYER_ADMIN_PASSWORD=change-me foyer
# It runs as uid 10001: a host folder bind-mounted at /data must be owned by it (chown -R 10001:10001 <folder>); a named
# volume is made so by Docker. It also runs with --read-only --tmpfs /tmp --cap-drop ALL (scripts/test-docker.ts checks).
#
# Multi-arch (x86-64 and Raspberry Pi / arm64) from one machine: both binaries are already compiled, but the foreign
# platform's apt steps and ffmpeg build run under emulation, which makes the full arm64 image slow to build (the -slim one
# is quick) (once: docker run --privileged --rm tonistiigi/binfmt --install arm64):
#   docker buildx build --platform linux/amd64,linux/arm64 -t ghcr.io/foyer-dashboard/foyer:<version> --push .
# amd64 takes the baseline build: it also runs on CPUs without AVX2 (older NAS Celerons and Atoms).
# --init (tini) reaps orphaned ffmpeg processes; Foyer itself stops cleanly on SIGTERM.
ARG TARGETARCH
ARG FFMPEG=full

FROM scratch AS binary-amd64
COPY dist/release/foyer-*-linux-x64-baseline /foyer
FROM scratch AS binary-arm64
COPY dist/release/foyer-*-linux-arm64 /foyer
FROM binary-${TARGETARCH} AS binary

# Debian's ffmpeg package needs libavdevice and libavfilter, which pull SDL, X, mesa and LLVM (~700 MB): this one is ~10 MB
# plus libx264. Camera codecs decoded: H.264, H.265, MJPEG, MPEG-4, VP8; rtsps:// through GnuTLS, which the base already has.
FROM debian:bookworm-slim AS ffmpeg-full
RUN echo 'deb-src http://deb.debian.org/debian bookworm main' > /etc/apt/sources.list.d/foyer-src.list \
 && apt-get update \
 && apt-get install -y --no-install-recommends build-essential dpkg-dev nasm pkg-config libx264-dev libgnutls28-dev zlib1g-dev \
 && mkdir /src && cd /src && apt-get source --only-source ffmpeg
RUN cd /src/ffmpeg-*/ \
 && ./configure --prefix=/usr/local --disable-everything --disable-autodetect --disable-doc --disable-debug \
      --disable-ffplay --disable-ffprobe --disable-avdevice --disable-postproc \
      --enable-gpl --enable-libx264 --enable-gnutls --enable-zlib \
      --enable-protocol=file,pipe,tcp,udp,rtp,tls,http \
      --enable-demuxer=rtsp,rtp,sdp,mpegts,h264,hevc,mjpeg --enable-muxer=mpegts,image2,mjpeg \
      --enable-decoder=h264,hevc,mjpeg,mpeg4,vp8 --enable-encoder=libx264,mjpeg \
      --enable-parser=h264,hevc,mjpeg,mpeg4video,vp8 --enable-bsf=dump_extradata,h264_mp4toannexb,hevc_mp4toannexb \
      --enable-filter=buffer,buffersink,abuffer,abuffersink,null,anull,format,aformat,scale,trim,atrim,aresample \
 && make -j"$(nproc)" ffmpeg \
 && mkdir -p /out/bin /out/lib \
 && cp ffmpeg /out/bin/ffmpeg && strip /out/bin/ffmpeg \
 && cp -L "$(ldd ffmpeg | awk '/libx264/ {print $3}')" /out/lib/
FROM debian:bookworm-slim AS ffmpeg-none
RUN mkdir -p /out
FROM ffmpeg-${FFMPEG} AS ffmpeg

FROM debian:bookworm-slim
COPY --from=ffmpeg /out/ /usr/local/
RUN ldconfig \
 && apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
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
