// `npm start`: serves the demo build (mock backend on) at http://127.0.0.1:4780, or $PORT.
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { preview } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4780);
// The demo build to serve (tests build into their own folder so parallel runs never collide).
const outDir = process.env.DIST_DIR ?? 'dist-demo';

if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT inválida: "${process.env.PORT}". Use um número entre 1 e 65535.`);
  process.exit(1);
}

// Check first, so a taken port fails with a clear message instead of a stack trace.
await new Promise<void>((resolve) => {
  const probe = createServer();
  probe.once('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      console.error(`\nA porta ${port} em ${host} já está em uso por outro processo.`);
      console.error(`Pare esse processo ou escolha outra porta: PORT=4790 npm start\n`);
    } else {
      console.error(`Não foi possível usar ${host}:${port}: ${error.message}`);
    }
    process.exit(1);
  });
  probe.once('listening', () => probe.close(() => resolve()));
  probe.listen(port, host);
});

const server = await preview({
  root,
  configFile: `${root}/vite.config.ts`,
  mode: 'demo',
  build: { outDir },
  preview: { host, port, strictPort: true, open: false },
  logLevel: 'warn',
});
console.log(`\nPortal Fiscal (demonstração, backend simulado no navegador)`);
console.log(`  ➜  http://${host}:${port}/\n`);
console.log('Contas de demonstração: admin@portalfiscal.demo / demo1234 (veja o README).');
server.httpServer.once('close', () => process.exit(0));
