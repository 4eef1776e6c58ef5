// Types of build-state.mjs for the TypeScript scripts that use it (scripts/cluster.ts).
export declare const CLIENT_DIST: string;
export declare function clientBuildIsStale(root?: string): boolean;
