/** Types of e2e/server.mjs (plain JavaScript: scripts/test.mjs imports it too). */
export declare const e2ePort: number;
export declare const e2eDataDir: string;
export declare const e2eAdmin: { email: string; password: string };
export declare const e2eServer: { command: string; url: string; env: Record<string, string> };
