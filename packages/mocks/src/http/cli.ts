// `npm run mock-server`: the simulated backend over HTTP. `npm run mock-server -- --help` lists the flags.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SCENARIOS, isScenarioName } from '../state';
import type { TrustProxy } from './app';
import { CONTROL_TOKEN, SECRET_TOO_SHORT, isStrongSecret, startMockHttpServer } from './index';
import { PREFIXES } from './prefixes';
import { trustProxySetting } from './app';

const HELP = `Servidor simulado do Portal Fiscal (os mesmos handlers e dados da demonstração, por HTTP).

Uso: npm run mock-server -- [opções]

  --port <n>          porta (MOCK_PORT; padrão 4790)
  --host <endereço>   interface (MOCK_HOST; padrão 127.0.0.1). Outro valor expõe o servidor na rede.
  --public-url <url>  origem que os clientes usam, quando não é http://<host>:<porta>
  --data <arquivo>    arquivo de dados (MOCK_DATA_FILE; padrão .mock-server/data.json)
  --memory            sem arquivo de dados: tudo se perde ao parar
  --reset             descarta o arquivo de dados e recomeça da semente
  --scenario <nome>   ${SCENARIOS.join(', ')}
  --origins <lista>   origens do portal, separadas por vírgula (MOCK_ORIGINS): as permitidas por CORS e
                      as únicas para onde o login social redireciona. Com *, CORS para qualquer origem e
                      o login social só para origens locais (localhost, 127.0.0.1, [::1])
  --secret <texto>    segredo que assina os tokens, ao menos 32 bytes (MOCK_TOKEN_SECRET; padrão: um novo
                      a cada início)
  --trust-proxy <n|lista>
                      atrás de um proxy reverso: o número de proxies à frente, ou os endereços deles
                      (loopback, 10.0.0.0/8, ...), cujo X-Forwarded-For diz quem é o cliente, como o
                      Express faz (MOCK_TRUST_PROXY; padrão: desligado, o cliente é o endereço da conexão)
  --control-token <texto>
                      token de /__mock, enviado como Authorization: Bearer <token> (MOCK_CONTROL_TOKEN;
                      ao menos 16 caracteres; padrão: um novo a cada início, mostrado ao iniciar)
  --quiet             sem uma linha por requisição
  --help              esta ajuda
`;

const DEFAULT_ORIGINS = [
  'http://127.0.0.1:4782',
  'http://localhost:4782',
  'http://127.0.0.1:4780',
  'http://localhost:4780',
  'http://localhost:5173',
];

function fail(message: string): never {
  console.error(`${message}\n\n${HELP}`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'public-url': { type: 'string' },
      data: { type: 'string' },
      memory: { type: 'boolean' },
      reset: { type: 'boolean' },
      scenario: { type: 'string' },
      origins: { type: 'string' },
      secret: { type: 'string' },
      'trust-proxy': { type: 'string' },
      'control-token': { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  }).values;
} catch (error) {
  fail((error as Error).message);
}
if (args.help) {
  console.log(HELP);
  process.exit(0);
}

const portText = args.port ?? process.env.MOCK_PORT ?? '4790';
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Porta inválida: "${portText}".`);
const host = args.host ?? process.env.MOCK_HOST ?? '127.0.0.1';
const scenario = args.scenario;
if (scenario !== undefined && !isScenarioName(scenario)) fail(`Cenário desconhecido: "${scenario}".`);
const origins =
  (args.origins ?? process.env.MOCK_ORIGINS)
    ?.split(',')
    .map((o) => o.trim())
    .filter(Boolean) ?? DEFAULT_ORIGINS;
const publicUrl = args['public-url'];
if (publicUrl !== undefined && !/^https?:\/\/[^/?#]+\/?$/i.test(publicUrl))
  fail(`--public-url deve ser uma origem http(s), como https://mock.exemplo.com: "${publicUrl}".`);
const controlToken = args['control-token'] ?? process.env.MOCK_CONTROL_TOKEN;
if (controlToken !== undefined && !CONTROL_TOKEN.test(controlToken))
  fail('O token de controle (--control-token, MOCK_CONTROL_TOKEN) precisa de ao menos 16 caracteres, sem espaços.');
const secret = args.secret ?? process.env.MOCK_TOKEN_SECRET;
if (secret !== undefined && !isStrongSecret(secret)) fail(SECRET_TOO_SHORT);
const trustProxyText = args['trust-proxy'] ?? process.env.MOCK_TRUST_PROXY;
let trustProxy: TrustProxy | undefined;
if (trustProxyText !== undefined) {
  trustProxy = /^\d+$/.test(trustProxyText.trim()) ? Number(trustProxyText.trim()) : trustProxyText.split(',');
  try {
    trustProxy = trustProxySetting(trustProxy);
  } catch (error) {
    fail(`--trust-proxy inválido ("${trustProxyText}"): ${(error as Error).message}`);
  }
}
// Relative to where npm was run (the repository root for `npm run mock-server`).
const cwd = process.env.INIT_CWD ?? process.cwd();
const dataFile = args.memory ? null : resolve(cwd, args.data ?? process.env.MOCK_DATA_FILE ?? '.mock-server/data.json');

const loopback = host === '127.0.0.1' || host === 'localhost' || host === '::1';
if (!loopback) {
  console.warn(`\n⚠ O servidor simulado vai escutar em ${host}: qualquer máquina da rede pode usá-lo.`);
  console.warn('  É um servidor de demonstração: dados fictícios, sem segurança de produção.\n');
}

let running;
try {
  running = await startMockHttpServer({
    port,
    host,
    publicOrigin: publicUrl,
    dataFile,
    reset: args.reset,
    scenario,
    allowedOrigins: origins,
    secret,
    ...(trustProxy === undefined ? {} : { trustProxy }),
    controlToken,
    log: !args.quiet,
  });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') fail(`A porta ${port} em ${host} já está em uso. Use --port ou MOCK_PORT.`);
  throw error;
}

const { origin, urls } = running;
console.log(`\nServidor simulado do Portal Fiscal em ${origin}`);
console.log(
  `  cenário: ${running.scenario}; dados: ${dataFile ? `${dataFile} (${running.restored ? 'retomados' : 'da semente'})` : 'só em memória'}`,
);
console.log(`  CORS e retorno do login social: ${origins.join(', ')}${origins.includes('*') ? ' (login social: só origens locais)' : ''}`);
console.log(`  atende pelos nomes (Host): ${running.allowedHosts.join(', ')}`);
console.log(
  `  cliente de cada requisição (limites por cliente): ${trustProxy === undefined ? 'o endereço da conexão' : `X-Forwarded-For, confiando em ${Array.isArray(trustProxy) ? trustProxy.join(', ') : `${String(trustProxy)} proxy(s)`}`}\n`,
);
console.log('Prefixos:');
for (const [base, prefix] of Object.entries(PREFIXES)) console.log(`  ${prefix.padEnd(10)} {${base}}`);
console.log(`  /openapi.json e /docs/  o contrato (OpenAPI 3.1) e a referência da API: ${origin}/docs/`);
console.log('  /__mock    comportamento, cenário e restauração (GET/PATCH /__mock/behaviour, POST /__mock/scenario, POST /__mock/reset)');
console.log('             só com o token de controle e corpo JSON, nunca de uma página de outra origem:');
// A token the operator chose is not echoed (it may be reused elsewhere, and this output may land in CI logs).
const shownToken = controlToken ? '<token>' : running.controlToken;
console.log(
  `             curl -X POST -H 'Authorization: Bearer ${shownToken}' -H 'Content-Type: application/json' -d '{}' ${origin}/__mock/reset`,
);
console.log(
  controlToken
    ? '  token de controle: o de --control-token / MOCK_CONTROL_TOKEN'
    : `  token de controle: ${running.controlToken} (novo a cada início; fixe com --control-token ou MOCK_CONTROL_TOKEN)`,
);
console.log('\nPara apontar um build para ele:');
console.log(`  VITE_SERVER_URL=${urls.server}`);
console.log(`  VITE_API_NODE_URL=${urls.apiNode}`);
console.log(`  VITE_ASSETS_URL=${urls.assets}`);
console.log(`  VITE_NEWS_URL=${urls.news}`);
console.log('  VITE_NEWS_KEY=demo-content-key');
console.log('  VITE_ENABLE_MOCKS=false\n');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void running.close().then(() => process.exit(0));
  });
}
