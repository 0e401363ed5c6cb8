export declare const chromiumArgs: string[];
export declare function resolveChromium(): string;
export declare const DEBIAN_BROWSER_PACKAGES: string[];
export declare function systemInstaller(): string[] | null;
export declare function aptInstall(installer: string[], packages: string[]): void;
export declare function ensureChromium(): void;
