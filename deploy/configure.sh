#!/bin/sh
# The deploy step: configures one build of the portal for the environment it is started in.
#
#   deploy/configure.sh SITE_DIR HEADERS_FILE
#
# SITE_DIR is the build (packages/app/dist, copied as is). From the environment's PORTAL_* variables
# (docs/deployment.md) it:
#   1. refuses a missing or malformed value, naming each, before anything is served (exit 1);
#   2. writes the values into index.html's configuration block (the portal reads it at start-up:
#      no extra request, nothing baked in at build time), and a preconnect to the backends the first
#      calls go to, from a pristine copy kept beside it, so the step can run again at every start;
#   3. writes HEADERS_FILE: nginx `add_header` lines with the Content-Security-Policy (the build's hashes
#      of its inline scripts, csp-hashes.txt, and the configured backends' origins) and the other
#      security headers. `npm run preview` sends the same lines (packages/app/scripts/preview.ts).
# POSIX sh only: it runs in the nginx image, which has no Node.
set -eu

site=${1:?usage: configure.sh SITE_DIR HEADERS_FILE}
headers=${2:?usage: configure.sh SITE_DIR HEADERS_FILE}
template="$site/index.template.html"
hashes="$site/csp-hashes.txt"

[ -f "$site/index.html" ] || { echo "configure.sh: $site/index.html not found: is $site a build of the portal?" >&2; exit 1; }
[ -f "$hashes" ] || { echo "configure.sh: $hashes not found: build the portal with npm run build" >&2; exit 1; }
[ -f "$template" ] || cp "$site/index.html" "$template"

problems=''
problem() { problems="$problems
  - $1"; }

# An absolute http(s) address with a host, an optional port and path; no query, fragment, credentials,
# quote or markup. Trailing slashes are dropped.
url() {
  eval "value=\${$1-}"
  if [ -z "$value" ]; then problem "$1: obrigatória (a URL base, ex.: https://api.exemplo.com.br)"; return; fi
  if [ "$(printf '%s\n' "$value" | wc -l)" -ne 1 ] || ! printf '%s\n' "$value" | grep -Eq '^https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?(/[A-Za-z0-9._~%/-]*)?$'; then
    problem "$1: deve ser uma URL absoluta (http:// ou https://), sem espaços, aspas, consulta ou fragmento: '$value'"
    return
  fi
  value=$(printf '%s' "$value" | sed -E 's#/+$##')
  eval "$1=\$value"
}

url PORTAL_SERVER_URL
url PORTAL_API_NODE_URL
url PORTAL_ASSETS_URL
url PORTAL_NEWS_URL
PORTAL_NEWS_KEY=${PORTAL_NEWS_KEY-}
PORTAL_WHATSAPP_NUMBER=${PORTAL_WHATSAPP_NUMBER-}
# Optional: empty is allowed (grep sees no line in an empty value, hence the test first).
[ -z "$PORTAL_NEWS_KEY" ] || printf '%s\n' "$PORTAL_NEWS_KEY" | grep -Eqx '[A-Za-z0-9_-]+' || problem "PORTAL_NEWS_KEY: só letras, dígitos, - e _"
[ -z "$PORTAL_WHATSAPP_NUMBER" ] || printf '%s\n' "$PORTAL_WHATSAPP_NUMBER" | grep -Eqx '[0-9]{12,13}' || problem "PORTAL_WHATSAPP_NUMBER: deve ser o número com DDI e DDD, só dígitos (ex.: 5511987654321)"

if [ -n "$problems" ]; then
  echo "Configuração inválida; nada foi publicado:$problems" >&2
  exit 1
fi

origin() { printf '%s' "$1" | sed -E 's#^(https?://[^/]+).*#\1#'; }
# Each origin once, in order. Images come from all of them too: uploads from the assets service, news
# pictures from the news service, and the shortcuts' images from {server} (/atalho/img-…).
origins=''
for address in "$PORTAL_SERVER_URL" "$PORTAL_API_NODE_URL" "$PORTAL_ASSETS_URL" "$PORTAL_NEWS_URL"; do
  o=$(origin "$address")
  case " $origins " in *" $o "*) ;; *) origins="${origins:+$origins }$o" ;; esac
done

script_hashes=$(sed -n 's/^script-src //p' "$hashes")

# 2. The configuration block (validated values only: no quote, backslash or markup can reach it).
config="{\"PORTAL_SERVER_URL\":\"$PORTAL_SERVER_URL\",\"PORTAL_API_NODE_URL\":\"$PORTAL_API_NODE_URL\",\"PORTAL_ASSETS_URL\":\"$PORTAL_ASSETS_URL\",\"PORTAL_NEWS_URL\":\"$PORTAL_NEWS_URL\",\"PORTAL_NEWS_KEY\":\"$PORTAL_NEWS_KEY\",\"PORTAL_WHATSAPP_NUMBER\":\"$PORTAL_WHATSAPP_NUMBER\"}"
grep -q '<script type="application/json" id="portal-fiscal-config"></script>' "$template" || { echo "configure.sh: $template has no empty configuration block" >&2; exit 1; }
# And a preconnect to each origin the first calls go to ({server}, {apiNode}): the browser opens those
# connections (DNS, TCP, TLS) while the page's scripts download, instead of after the first render. The
# calls are CORS requests without credentials, hence `crossorigin` (the anonymous connection pool).
preconnect=''
for address in "$PORTAL_SERVER_URL" "$PORTAL_API_NODE_URL"; do
  o=$(origin "$address")
  case "$preconnect" in *"\"$o\""*) ;; *) preconnect="$preconnect<link rel=\"preconnect\" href=\"$o\" crossorigin>" ;; esac
done
grep -q '<meta charset="UTF-8" />' "$template" || { echo "configure.sh: $template has no <meta charset=\"UTF-8\" />" >&2; exit 1; }
sed -e "s#<script type=\"application/json\" id=\"portal-fiscal-config\"></script>#<script type=\"application/json\" id=\"portal-fiscal-config\">$config</script>#" \
  -e "s#<meta charset=\"UTF-8\" />#<meta charset=\"UTF-8\" />$preconnect#" "$template" > "$site/index.html.tmp"
mv "$site/index.html.tmp" "$site/index.html"

# 3. The headers. Styles need 'unsafe-inline' (style attributes of Radix's positioning, the <style>
# elements its scroll lock injects; docs/deployment.md): the build lists the hash of its own inline style
# too (csp-hashes.txt), for the day they can go, but a hash beside 'unsafe-inline' would switch it off.
policy="default-src 'none'; script-src 'self' $script_hashes; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: $origins; connect-src 'self' $origins; font-src 'self'; manifest-src 'self'; worker-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'"
cat > "$headers" <<HEADERS
# Written by deploy/configure.sh at start; do not edit.
add_header Content-Security-Policy "$policy" always;
add_header X-Content-Type-Options "nosniff" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header Permissions-Policy "geolocation=(self), camera=(), microphone=(), payment=(), usb=()" always;
add_header X-Frame-Options "DENY" always;
add_header Cross-Origin-Opener-Policy "same-origin" always;
HEADERS
echo "Portal Fiscal configured: backends $origins"
