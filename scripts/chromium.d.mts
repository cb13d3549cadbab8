export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string | null;
export declare function chromiumLaunchOptions(): { executablePath: string | undefined; args: string[] };
