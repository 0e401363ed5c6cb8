// Every production journey runs under the deployment's Content-Security-Policy and fails on any breach
// of it: a `securitypolicyviolation` event in any page of the journey, or the console's CSP error
// (docs/deployment.md).
import { expect, test as base } from '@playwright/test';

declare global {
  interface Window {
    __portalFiscalCspViolation?: (text: string) => void;
  }
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeFunction('__portalFiscalCspViolation', (text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__portalFiscalCspViolation?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      context.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'no breach of the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});
