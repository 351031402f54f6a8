export function parseTwinArgs(argv: string[]): { cores: number; nice: number; command: string[] };
export function startBusyLoops(cores?: number, nice?: number): import('node:child_process').ChildProcess[];
