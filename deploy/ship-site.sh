#!/bin/sh
# Ships one site bundle (deploy/pack-site.ts) to the host that serves it:
#   deploy/ship-site.sh dist/artifacts/site-uk-0.0.0-abc1234.tar.gz deploy@web-uk.example:/srv/agency/site-uk
# TARGET is an rsync destination (user@host:/path over SSH, or a local /path)
# and must be the prefix the bundle was rendered for (its nginx server block
# names those paths; pack it with --prefix /path). The host's nginx includes
# <prefix>/nginx/site.conf once, and its API pool file (release.env's
# API_SERVERS_FILE) lists the API instances.
#
# Order: the new assets first, never deleting old ones (pages already open in
# a browser still load their chunks; prune assets older than a day by hand or
# cron); then the server block (new CSP hashes); then the pages, deleting
# pages that are gone; then RELOAD_COMMAND on the host (default:
# "sudo nginx -t && sudo systemctl reload nginx"). Between the pages and the
# reload, new pages meet the old policy for a moment: only a changed inline
# loader would be refused then, and the forms work without script.
set -eu

if [ $# -ne 2 ]; then
  echo "usage: deploy/ship-site.sh BUNDLE.tar.gz TARGET" >&2
  exit 64
fi
tarball=$1
target=${2%/}
case "$target" in
  *:*) host=${target%%:*} path=${target#*:} ;;
  *) host='' path=$target ;;
esac
reload=${RELOAD_COMMAND:-sudo nginx -t && sudo systemctl reload nginx}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xzf "$tarball" --strip-components=1 -C "$work"
# shellcheck source=/dev/null # the bundle's release facts (deploy/pack-site.ts)
. "$work/release.env"
if [ "$path" != "$PREFIX" ]; then
  echo "ship-site: $TAG was rendered for $PREFIX, not $path: pack it with --prefix $path" >&2
  exit 64
fi

echo "ship-site: $TAG to $target"
if [ -d "$work/site/assets" ]; then
  rsync -a --mkpath "$work/site/assets/" "$target/site/assets/"
fi
# By content (--checksum): a file rebuilt within the same second at the same
# size would pass rsync's size-and-time check unchanged.
rsync -a --checksum --mkpath --delete "$work/nginx/" "$target/nginx/"
rsync -a --checksum --mkpath --delete --exclude=/assets/ "$work/site/" "$target/site/"
rsync -a --checksum "$work/release.env" "$target/release.env"
if [ -n "$host" ]; then
  # shellcheck disable=SC2029 # the command is written here and runs there
  ssh "$host" "$reload"
else
  sh -c "$reload"
fi
echo "ship-site: $TAG is live on $target"
