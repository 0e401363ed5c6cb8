import { describe, expect, it } from 'vitest';
import { ConfigError } from '@portal-fiscal/api-client';
import { deploymentIssue } from '../shell/ConfigErrorPage';
import { loadConfig, readRuntimeConfig, RUNTIME_CONFIG_ID } from './config';

/** A page whose configuration block holds `text` (what deploy/configure.sh writes). */
const page = (text: string | null) => ({
  getElementById: (id: string) => (id === RUNTIME_CONFIG_ID && text !== null ? ({ textContent: text } as HTMLElement) : null),
});

const DEPLOYED = {
  PORTAL_SERVER_URL: 'https://api.example.com.br',
  PORTAL_API_NODE_URL: 'https://marketplace.example.com.br/v1',
  PORTAL_ASSETS_URL: 'https://assets.example.com.br',
  PORTAL_NEWS_URL: 'https://news.example.com.br',
  PORTAL_NEWS_KEY: 'k1',
  PORTAL_WHATSAPP_NUMBER: '5511987654321',
};

describe('the deployment’s configuration (index.html, written at deploy)', () => {
  it('an empty block or none: the build’s own values apply (the demo)', () => {
    expect(readRuntimeConfig(page(''))).toBeNull();
    expect(readRuntimeConfig(page(null))).toBeNull();
    const built = {
      VITE_ENABLE_MOCKS: 'true',
      VITE_SERVER_URL: 'https://api.portalfiscal.demo',
      VITE_API_NODE_URL: 'https://m.portalfiscal.demo',
      VITE_ASSETS_URL: 'https://a.portalfiscal.demo',
      VITE_NEWS_URL: 'https://n.portalfiscal.demo',
    };
    expect(loadConfig(built, page('')).serverUrl).toBe('https://api.portalfiscal.demo');
  });

  it('a production build takes every backend from the deployment, over anything built in', () => {
    const config = loadConfig({ VITE_ENABLE_MOCKS: 'false', VITE_SERVER_URL: 'https://built-in.example' }, page(JSON.stringify(DEPLOYED)));
    expect(config).toMatchObject({
      serverUrl: 'https://api.example.com.br',
      apiNodeUrl: 'https://marketplace.example.com.br/v1',
      assetsUrl: 'https://assets.example.com.br',
      newsUrl: 'https://news.example.com.br',
      newsKey: 'k1',
      whatsappNumber: '5511987654321',
      enableMocks: false,
    });
  });

  it('names each missing or bad value by its deployment variable (the error page; the demo keeps the build’s names)', () => {
    expect(deploymentIssue('VITE_SERVER_URL: x', true)).toBe('VITE_SERVER_URL: x');
    const attempt = () =>
      loadConfig(
        { VITE_ENABLE_MOCKS: 'false' },
        page(JSON.stringify({ ...DEPLOYED, PORTAL_SERVER_URL: 'javascript:alert(1)', PORTAL_NEWS_URL: undefined })),
      );
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const issues = (error as ConfigError).issues.map((issue) => deploymentIssue(issue, false)).join('\n');
      expect(issues).toMatch(/^PORTAL_SERVER_URL: /m);
      expect(issues).toMatch(/^PORTAL_NEWS_URL: /m);
      expect(issues).not.toContain('VITE_');
    }
  });

  it('reads the block as data: unknown names and non-strings are ignored, broken JSON is a configuration error', () => {
    expect(
      readRuntimeConfig(
        page(
          JSON.stringify({ PORTAL_SERVER_URL: 'https://a.example', VITE_ENABLE_MOCKS: 'true', PORTAL_NEWS_KEY: 7, __proto__: { x: 1 } }),
        ),
      ),
    ).toEqual({ VITE_SERVER_URL: 'https://a.example' });
    expect(() => readRuntimeConfig(page('{"PORTAL_SERVER_URL":'))).toThrow(ConfigError);
    expect(readRuntimeConfig(page('["https://a.example"]'))).toEqual({});
  });
});
