#!/bin/sh
# Run by the nginx image's entrypoint before nginx starts (/docker-entrypoint.d/): configures the site
# from the container's environment, or stops the container with the list of what is wrong.
set -eu
mkdir -p /etc/nginx/portal-fiscal
exec /usr/local/bin/portal-fiscal-configure /usr/share/nginx/html /etc/nginx/portal-fiscal/headers.conf
