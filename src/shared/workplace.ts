// What the dashboards ask the server: the signed-in user's waiting work (declared operations with a
// `todo`), their recent steps, and counts of an entity's records grouped by a dictionary field.
// The paths and answer shapes both sides use.

export const WORKPLACE_PATHS = {
  /** GET: the user's waiting work and recent steps. */
  workplace: '/engine/workplace',
  /** GET <entity api>/groupCounts?field=<key>&…list filters. */
  groupCounts: (apiBase: string) => `${apiBase}/groupCounts`,
} as const;

/** How many records the workplace lists per card. */
export const WORKPLACE_RECORDS_PER_CARD = 5;
/** How many of the user's own steps the workplace shows. */
export const WORKPLACE_RECENT_STEPS = 10;

export interface WaitingRecord {
  id: string;
  /** The entity's title field (its dictionary text when it has one); the id when none. */
  title: string;
  state: string | null;
  state_dictText: string | null;
  overdue: boolean;
}

/** One kind of waiting work: the records in the states the user's steps with one `todo` start from. */
export interface WorkCard {
  entity: string;
  entityTitle: string;
  todo: string;
  /** The held steps making this card (names and labels, in schema order). */
  operations: { name: string; label: string }[];
  count: number;
  overdue: number;
  /** Overdue first, then the entity's default order. */
  records: WaitingRecord[];
  /** The entity's list page (menu path), null when no menu shows it. */
  page: string | null;
  /** List query parameters selecting these records on that page (states, conditions). */
  filters: Record<string, string>;
}

export interface RecentStep {
  id: string;
  entity: string;
  entityTitle: string;
  recordId: string;
  operationLabel: string | null;
  toState: string | null;
  opinion: string | null;
  createTime: string;
  page: string | null;
}

export interface WorkplaceAnswer {
  cards: WorkCard[];
  recent: RecentStep[];
}

export interface GroupCount {
  /** The field's stored value ('' for records without one). */
  value: string;
  text: string;
  color?: string;
  count: number;
  /** Records not in a closed state of the life cycle (all when the entity has none). */
  open: number;
  /** Records whose first time rule's flag is set (0 without time rules). */
  overdue: number;
}
