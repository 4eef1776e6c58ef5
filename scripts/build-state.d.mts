// Types of build-state.mjs for the TypeScript scripts that use it (scripts/cluster).
export declare const CLIENT_DIST: string;
export declare const SERVER_DIST: string;
export declare function buildIsStale(build: 'client' | 'server', root?: string): boolean;
export declare function clientBuildIsStale(root?: string): boolean;
