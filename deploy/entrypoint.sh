#!/bin/sh
# The image's entrypoint (deploy/Dockerfile): configures the site from the container's environment into
# /tmp/portal-fiscal, then runs nginx in the foreground. A bad configuration stops here: the deploy step
# prints the list of problems and exits 1, so the container stops and nginx never serves a half-configured
# site.
set -eu
mkdir -p /tmp/nginx /tmp/portal-fiscal
/usr/local/bin/portal-fiscal-configure /usr/share/nginx/html /tmp/portal-fiscal
exec nginx -e stderr -g 'daemon off;'
