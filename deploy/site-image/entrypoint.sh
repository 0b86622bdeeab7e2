#!/bin/sh
# Starts one site's nginx (deploy/site-image/Dockerfile). The API instances
# are known where the container runs, not where it was built:
#   API_SERVERS="10.0.1.11:4000 10.0.1.12:4000"   (host:port, space separated)
# are written as the upstream's server lines, then the command (nginx) runs.
# Without them the container refuses to start: serving pages whose forms
# cannot reach an API would lose every lead.
set -eu
# API_SERVERS is split at spaces, never expanded as file names.
set -f

# The bundle's facts (deploy/pack-site.ts): API_SERVERS_FILE is the file its
# nginx configuration includes in the upstream.
release_env="${AGENCY_RELEASE_ENV:-/etc/agency/release.env}"
# shellcheck source=/dev/null
. "$release_env"
servers_file="$API_SERVERS_FILE"

if [ -z "${API_SERVERS:-}" ]; then
  echo "agency-site: API_SERVERS is unset; set it to the API instances, e.g. API_SERVERS=\"api-1:4000 api-2:4000\"" >&2
  exit 64
fi

mkdir -p "$(dirname "$servers_file")"
lines=""
refuse() {
  echo "agency-site: API_SERVERS takes host:port (a name, an IPv4 or a [IPv6] address), not \"$1\"" >&2
  exit 64
}
for server in $API_SERVERS; do
  host="${server%:*}"
  port="${server##*:}"
  if [ "$host" = "$server" ] || [ -z "$host" ] || [ -z "$port" ]; then refuse "$server"; fi
  case "$port" in *[!0-9]*) refuse "$server" ;; esac
  case "$host" in
    \[*\])
      address="${host#?}"
      case "${address%?}" in '' | *[!0-9A-Fa-f:]*) refuse "$server" ;; esac
      ;;
    *[!A-Za-z0-9._-]*) refuse "$server" ;;
  esac
  # As deploy/render-nginx-conf.ts writes them (apiServerLine); a test compares the two.
  lines="${lines}server ${server} max_fails=1 fail_timeout=10s;
"
done
printf '%s' "$lines" > "$servers_file.new"
mv "$servers_file.new" "$servers_file"

exec "$@"
