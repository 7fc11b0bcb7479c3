#!/usr/bin/env bash
# `npm run image`: builds the site's image from Containerfile with buildah (the bases
# from Debian's packages when absent, scripts/image/build-bases.sh), tags it with the
# commit, exports it as an OCI archive (dist/clustermind-site.oci.tar, for `skopeo copy`
# to a registry or `docker load`) and prints its size.
# `--packages-only` builds just the runtime packages' layer (Containerfile stage
# runtime-packages) and stops: .ci/run does that while the tests run, so that the image
# build after them finds the slow `npm ci` cached.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/image/env.sh
started=$SECONDS
packages_only=false
[ "${1:-}" = --packages-only ] && packages_only=true

bash scripts/image/build-bases.sh

revision="$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)"
created="$(git log -1 --format=%cI 2>/dev/null || echo 1970-01-01T00:00:00Z)"
version="$revision"
[ -z "$(git status --porcelain 2>/dev/null)" ] || version="$revision-dirty"
tag="$IMAGE_NAME:$version"

# npm inside the build trusts what Node on this machine trusts (a TLS-inspecting proxy's
# authority, say), passed as a build secret: it never lands in a layer.
ca="${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}"
secret=()
[ -s "$ca" ] && secret=(--secret "id=ca,src=$ca")

# The host's npm cache (filled by its own `npm ci`) serves the build's downloads: a build
# option, not part of the Containerfile, so the image is the same without it.
cache=()
npm_cache="$(npm config get cache 2>/dev/null || true)"
[ -d "$npm_cache/_cacache" ] && cache=(--volume "$npm_cache:/root/.npm")

# IMAGE_SITE_BUILD=context (set by .ci/run, after `npm test` built and tested build/) puts
# the host's build/ into the image instead of building the site again inside it.
site_build="${IMAGE_SITE_BUILD:-sources}"
if ! $packages_only && [ "$site_build" = context ] && [ ! -f build/server.js ]; then
  echo "IMAGE_SITE_BUILD=context needs the host's build (npm run build) first." >&2
  exit 1
fi

build_started=$SECONDS
# --layers reuses unchanged steps (the dependency install) from earlier builds; docker
# format keeps the HEALTHCHECK, which the OCI image format has no field for. SITE_BUILD is
# always given: buildah 1.28 (Debian 12) picks the stage `FROM site-from-${SITE_BUILD}`
# names only from a --build-arg, not from the ARG's default.
bud=(buildah bud --pull=never --layers --format docker --network host "${secret[@]}" "${cache[@]}"
  --build-arg NODE_IMAGE="$NODE_IMAGE" --build-arg RUNTIME_IMAGE="$RUNTIME_IMAGE"
  --build-arg SITE_BUILD="$site_build"
  --build-arg VERSION="$version" --build-arg REVISION="$revision" --build-arg CREATED="$created"
  -f Containerfile)
if $packages_only; then
  "${bud[@]}" --target runtime-packages .
  echo "image: runtime packages built in $((SECONDS - build_started)) s (bases included: $((SECONDS - started)) s)"
  exit 0
fi
"${bud[@]}" -t "$tag" -t "$IMAGE_NAME:latest" .
build_seconds=$((SECONDS - build_started))

# One tagged build kept (and :latest); cached steps of the last week kept for the next build.
for old in $(buildah images --format '{{.Name}}:{{.Tag}}' --filter reference="$IMAGE_NAME"); do
  [ "$old" = "$tag" ] || [ "$old" = "$IMAGE_NAME:latest" ] || buildah rmi "$old" >/dev/null 2>&1 || true
done
podman image prune --force --filter until=168h >/dev/null

mkdir -p dist
archive=dist/clustermind-site.oci.tar
rm -f "$archive"
buildah push --quiet "$tag" "oci-archive:$archive:clustermind-site:$version" >/dev/null
echo "$tag" >dist/image-tag

bytes="$(stat -c %s "$archive")"
echo "image: $tag"
echo "image: built in ${build_seconds} s (bases and export included: $((SECONDS - started)) s)"
echo "image: $archive $(awk -v b="$bytes" 'BEGIN { printf "%.1f MB (%d bytes, layers gzip-compressed)", b / 1e6, b }')"
