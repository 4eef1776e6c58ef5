// Types of build-server.mjs for the TypeScript scripts that use it (scripts/cluster).
export declare function buildServer(root?: string): Promise<void>;
