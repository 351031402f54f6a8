export function parseTwinArgs(argv: string[]): { cores: number; nice: number; command: string[] };
