#!/bin/sh
# The deploy step: configures one build of the portal for the environment it is started in.
#
#   deploy/configure.sh SITE_DIR OUT_DIR
#
# SITE_DIR is the build (packages/app/dist), read only: it is never written. From the environment's
# PORTAL_* variables (docs/deployment.md) it:
#   1. refuses a missing or malformed value, naming each, before anything is written (exit 1);
#   2. writes OUT_DIR/index.html: the build's index.html with the values in its configuration block (the
#      portal reads it at start-up: no extra request, nothing baked in at build time) and a preconnect
#      to the backends the first calls go to; and the same for each signed-in address's own page, which
#      carries its screen's frame (dashboard.html, apps/list.html…: ADR 0014), and for the sign-up
#      screen's (create/account.html: ADR 0009), at the same place under OUT_DIR;
#   3. writes OUT_DIR/headers.conf: nginx `add_header` lines with the Content-Security-Policy (the build's
#      hashes of its inline scripts, csp-hashes.txt, and the configured backends' origins) and the other
#      security headers. `npm run preview` sends the same lines (packages/app/scripts/preview.ts).
# It can run again at every start. POSIX sh, awk and sed only: it runs in the image, which has no Node.
set -eu
export LC_ALL=C

site=${1:?usage: configure.sh SITE_DIR OUT_DIR}
out=${2:?usage: configure.sh SITE_DIR OUT_DIR}
page="$site/index.html"
hashes="$site/csp-hashes.txt"

[ -f "$page" ] || { echo "configure.sh: $page not found: is $site a build of the portal?" >&2; exit 1; }
[ -f "$hashes" ] || { echo "configure.sh: $hashes not found: build the portal with npm run build" >&2; exit 1; }

problems=''
problem() { problems="$problems
  - $1"; }
# A value as it may be shown in the log: anything outside the characters of an address becomes '?', so a
# newline or markup in a variable cannot forge a line of the log.
shown() { printf '%s' "$1" | tr -c 'A-Za-z0-9._~%/:@+=-' '?'; }

# An absolute http(s) address with a host, an optional port and path; no query, fragment, credentials,
# quote, space, backslash, markup or line break (the character check runs on the whole value, so a second
# line cannot hide behind a good first one). Trailing slashes are dropped.
url() {
  name=$1 required=$2
  eval "value=\${$name-}"
  if [ -z "$value" ]; then
    [ "$required" = optional ] || problem "$name: obrigatória (a URL base, ex.: https://api.exemplo.com.br)"
    return 0
  fi
  case $value in
    *[!A-Za-z0-9._~%/:-]*) ok=no ;;
    *) if printf '%s\n' "$value" | grep -Eqx 'https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?(/[A-Za-z0-9._~%/-]*)?'; then ok=yes; else ok=no; fi ;;
  esac
  if [ "$ok" = no ]; then
    problem "$name: deve ser uma URL absoluta (http:// ou https://), sem espaços, aspas, consulta ou fragmento: '$(shown "$value")'"
    return 0
  fi
  value=$(printf '%s' "$value" | sed -E 's#/+$##')
  eval "$name=\$value"
}

url PORTAL_SERVER_URL required
url PORTAL_API_NODE_URL required
url PORTAL_ASSETS_URL required
url PORTAL_NEWS_URL required
url PORTAL_CSP_REPORT_URL optional
PORTAL_NEWS_KEY=${PORTAL_NEWS_KEY-}
PORTAL_WHATSAPP_NUMBER=${PORTAL_WHATSAPP_NUMBER-}
PORTAL_CSP_REPORT_URL=${PORTAL_CSP_REPORT_URL-}
case $PORTAL_NEWS_KEY in
  *[!A-Za-z0-9_-]*) problem "PORTAL_NEWS_KEY: só letras, dígitos, - e _" ;;
esac
case $PORTAL_WHATSAPP_NUMBER in
  '') ;;
  *[!0-9]*) problem "PORTAL_WHATSAPP_NUMBER: deve ser o número com DDI e DDD, só dígitos (ex.: 5511987654321)" ;;
  *) [ ${#PORTAL_WHATSAPP_NUMBER} -ge 12 ] && [ ${#PORTAL_WHATSAPP_NUMBER} -le 13 ] \
       || problem "PORTAL_WHATSAPP_NUMBER: deve ser o número com DDI e DDD, só dígitos (ex.: 5511987654321)" ;;
esac

if [ -n "$problems" ]; then
  echo "Configuração inválida; nada foi publicado:$problems" >&2
  exit 1
fi

mkdir -p "$out"

origin() { printf '%s' "$1" | sed -E 's#^(https?://[^/]+).*#\1#'; }
# Each origin once, in order. Images come from all of them too: uploads from the assets service, news
# pictures from the news service, and the shortcuts' images from {server} (/atalho/img-…).
origins=''
for address in "$PORTAL_SERVER_URL" "$PORTAL_API_NODE_URL" "$PORTAL_ASSETS_URL" "$PORTAL_NEWS_URL"; do
  o=$(origin "$address")
  case " $origins " in *" $o "*) ;; *) origins="${origins:+$origins }$o" ;; esac
done

script_hashes=$(sed -n 's/^script-src //p' "$hashes")

# 2. The page. A JSON string of each value, with `<`, `>` and `&` written as \u escapes whatever the
# checks above let through: the block can never be closed early, nor read as markup.
json() { printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/</\\u003c/g' -e 's/>/\\u003e/g' -e 's/&/\\u0026/g'; }
config="{"
for name in PORTAL_SERVER_URL PORTAL_API_NODE_URL PORTAL_ASSETS_URL PORTAL_NEWS_URL PORTAL_NEWS_KEY PORTAL_WHATSAPP_NUMBER; do
  eval "value=\$$name"
  config="$config\"$name\":\"$(json "$value")\","
done
config="${config%,}}"
# A preconnect to each origin the first calls go to ({server}, {apiNode}): the browser opens those
# connections (DNS, TCP, TLS) while the page's scripts download, instead of after the first render. The
# calls are CORS requests without credentials, hence `crossorigin` (the anonymous connection pool).
preconnect=''
for address in "$PORTAL_SERVER_URL" "$PORTAL_API_NODE_URL"; do
  o=$(origin "$address")
  case "$preconnect" in *"\"$o\""*) ;; *) preconnect="$preconnect<link rel=\"preconnect\" href=\"$o\" crossorigin>" ;; esac
done
block='<script type="application/json" id="portal-fiscal-config"></script>'
charset='<meta charset="UTF-8" />'
# Every page of the build: index.html, the sign-up screen's and the signed-in addresses' own (never an asset).
pages=$(cd "$site" && find . -type f -name '*.html' ! -path './assets/*' | sed 's#^\./##' | sort)
for name in $pages; do
  grep -qF "$block" "$site/$name" || { echo "configure.sh: $site/$name has no empty configuration block" >&2; exit 1; }
  grep -qF "$charset" "$site/$name" || { echo "configure.sh: $site/$name has no $charset" >&2; exit 1; }
done
for name in $pages; do
  mkdir -p "$(dirname "$out/$name")"
  # awk splices the strings in as they are (from the environment, not as patterns or replacements).
  BLOCK=$block CHARSET=$charset CONFIG=$config PRECONNECT=$preconnect awk '
    function splice(line, marker, text,   at) {
      at = index(line, marker)
      return at ? substr(line, 1, at - 1) text substr(line, at + length(marker)) : line
    }
    {
      $0 = splice($0, ENVIRON["BLOCK"], "<script type=\"application/json\" id=\"portal-fiscal-config\">" ENVIRON["CONFIG"] "</script>")
      print splice($0, ENVIRON["CHARSET"], ENVIRON["CHARSET"] ENVIRON["PRECONNECT"])
    }' "$site/$name" > "$out/$name.tmp"
  mv "$out/$name.tmp" "$out/$name"
done
# A page an earlier build had and this one has not (an address gone) would be served with files that no
# longer exist: it goes.
for name in $(cd "$out" && find . -type f -name '*.html' | sed 's#^\./##'); do
  case "
$pages
" in *"
$name
"*) ;; *) rm -f "$out/$name" ;; esac
done

# 3. The headers. Styles need 'unsafe-inline' (style attributes of Radix's positioning, the <style>
# elements its scroll lock injects; docs/deployment.md): the build lists the hash of its own inline style
# too (csp-hashes.txt), for the day they can go, but a hash beside 'unsafe-inline' would switch it off.
policy="default-src 'none'; script-src 'self' $script_hashes; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: $origins; connect-src 'self' $origins; font-src 'self'; manifest-src 'self'; worker-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'; require-trusted-types-for 'script'; trusted-types portal-fiscal default portal-fiscal-intl"
reporting=''
if [ -n "$PORTAL_CSP_REPORT_URL" ]; then
  # Both ways of reporting: `report-to` (the Reporting API) and `report-uri` for browsers without it.
  policy="$policy; report-uri $PORTAL_CSP_REPORT_URL; report-to csp"
  reporting="add_header Reporting-Endpoints \"csp=\\\"$PORTAL_CSP_REPORT_URL\\\"\" always;"
fi
cat > "$out/headers.conf.tmp" <<HEADERS
# Written by deploy/configure.sh at start; do not edit.
add_header Content-Security-Policy "$policy" always;
add_header X-Content-Type-Options "nosniff" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header Permissions-Policy "geolocation=(self), camera=(), microphone=(), payment=(), usb=()" always;
add_header X-Frame-Options "DENY" always;
add_header Cross-Origin-Opener-Policy "same-origin" always;
$reporting
HEADERS
mv "$out/headers.conf.tmp" "$out/headers.conf"
echo "Portal Fiscal configured: backends $origins"
