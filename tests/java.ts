// The Java runtime the Nu Html Checker (vnu.jar) runs on: $JAVA_HOME/bin/java when set, else `java` on
// the PATH. Nothing is downloaded from a vendor (vnu-jar's own postinstall would fetch a JDK: it is not
// allowed to run): when none is found, Debian's default-jre-headless is installed with apt-get under the
// same rules as the browser (tests/chromium.ts), otherwise the step stops saying what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { aptInstall, systemInstaller } from './chromium.ts';

export const DEBIAN_JAVA_PACKAGES: string[] = ['default-jre-headless'];

function findJava(): string | undefined {
  const candidates: string[] = [];
  if (process.env.JAVA_HOME) {
    const fromHome = join(process.env.JAVA_HOME, 'bin', 'java');
    if (existsSync(fromHome)) candidates.push(fromHome);
  }
  candidates.push('java');
  return candidates.find((java) => spawnSync(java, ['-version'], { stdio: 'ignore' }).status === 0);
}

/** The java command to run vnu.jar with; installs Debian's runtime first when none is found and this process may. */
export function ensureJava(): string {
  const found = findJava();
  if (found) return found;
  const installer = systemInstaller();
  if (installer) {
    console.log(
      `▶ No Java found: installing Debian's ${DEBIAN_JAVA_PACKAGES.join(' and ')} with apt-get${installer.length ? ' (sudo)' : ''}.`,
    );
    aptInstall(installer, DEBIAN_JAVA_PACKAGES);
    const installed = findJava();
    if (installed) return installed;
  }
  throw new Error(
    [
      'No Java found for the HTML check (the Nu Html Checker, vnu.jar, runs on Java 11 or later).',
      'Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install default-jre-headless',
      '  - or set JAVA_HOME to a Java 11+ runtime, or put `java` on the PATH',
    ].join('\n'),
  );
}
