// What the cluster is started with, shared by the global setup and the test files.

/** Exports of more rows run in the background; the system dictionaries (dozens) exceed it. */
export const EXPORT_ROW_CAP = 10;

export const CLUSTER_USERS = {
  /** Locked by the lockout test; no other test signs in as it. */
  locked: { username: 'cluster-locked', password: 'Right-pass-1' },
} as const;
