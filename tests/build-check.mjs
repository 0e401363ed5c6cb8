// A production build (mocks off) must carry nothing of packages/mocks and must split pages into chunks.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const outDir = mkdtempSync(join(tmpdir(), 'portal-fiscal-prod-'));
const env = {
  ...process.env,
  VITE_ENABLE_MOCKS: 'false',
  VITE_SERVER_URL: 'https://api.example.com.br',
  VITE_API_NODE_URL: 'https://marketplace-api.example.com.br',
  VITE_ASSETS_URL: 'https://assets.example.com.br',
  VITE_NEWS_URL: 'https://noticias.example.com.br',
};
try {
  execFileSync('npx', ['vite', 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: new URL('../packages/app', import.meta.url),
    env,
    stdio: 'inherit',
  });
  const files = readdirSync(outDir, { recursive: true }).map(String);
  const js = files.filter((f) => f.endsWith('.js'));
  const forbidden = [/mockServiceWorker/, /setupWorker/, /portalfiscal\.demo/, /@msw\/data/, /demo1234/];
  const leaks = [];
  for (const file of files.filter((f) => /\.(js|html|map)$/.test(f) && !f.endsWith('.map'))) {
    const text = readFileSync(join(outDir, file), 'utf8');
    for (const pattern of forbidden) if (pattern.test(text)) leaks.push(`${file}: ${pattern}`);
  }
  if (files.includes('mockServiceWorker.js')) leaks.push('mockServiceWorker.js was emitted');
  if (leaks.length) {
    console.error(`✖ the production build carries mock code:\n  ${leaks.join('\n  ')}`);
    process.exit(1);
  }
  const pageChunks = js.filter((f) => /(LoginPage|DashboardPage)/.test(f));
  if (pageChunks.length < 2) {
    console.error(`✖ pages are not split into their own chunks (found: ${pageChunks.join(', ') || 'none'})`);
    process.exit(1);
  }
  console.log(`✔ production build: ${js.length} JS chunks, no mock code, pages split (${pageChunks.length} page chunks).`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
