# Sourced by the image scripts: the project's containers.conf and the image names.
export CONTAINERS_CONF="${CONTAINERS_CONF:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/containers.conf}"
# The Containerfile's defaults: the official images. Fully qualified, so a local stand-in
# built by build-bases.sh is found under the same name with --pull=never.
export NODE_IMAGE="${NODE_IMAGE:-docker.io/library/node:24-bookworm}"
export RUNTIME_IMAGE="${RUNTIME_IMAGE:-gcr.io/distroless/nodejs24-debian12:nonroot}"
export IMAGE_NAME="${IMAGE_NAME:-localhost/clustermind-site}"
