export declare const chromiumArgs: string[];
export declare function resolveChromium(): string;
