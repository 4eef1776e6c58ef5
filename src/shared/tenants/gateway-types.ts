// A gateway route as /sys/gatewayRoute/list answers it and updateAll receives it (JeecgBoot's
// SysGatewayRoute with Spring Cloud Gateway definitions): predicates carry their values in `args`,
// filters their named arguments as key/value pairs.

export interface GatewayPredicate {
  /** 'Path' (Ant-style patterns) or 'Method'. */
  name: string;
  args: string[];
}

export interface GatewayFilterArg {
  key: string;
  value: string;
}

export interface GatewayFilter {
  /** 'StripPrefix' (args: parts). */
  name: string;
  args: GatewayFilterArg[];
}

export interface GatewayRoute {
  id: string;
  routerId: string;
  name: string | null;
  uri: string;
  predicates: GatewayPredicate[];
  filters: GatewayFilter[];
  /** 1 enabled, 0 disabled. */
  status: number;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** The body of POST /sys/gatewayRoute/updateAll: without id it adds, with one it edits. */
export interface GatewayRouteSave {
  router: {
    id?: string;
    routerId: string;
    name?: string;
    uri: string;
    /** An array, or the same as JSON text. */
    predicates: GatewayPredicate[] | string;
    filters?: GatewayFilter[] | string;
    status?: number | boolean;
  };
}
