export const AUTH_SECRET: string;
export function serverEnv(port: number): Record<string, string>;
