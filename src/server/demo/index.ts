// Demo data: a deterministic generator of service organisations, experts, enterprises, their staff,
// policies, service lists and service cycle (tasks, appointments, investigations, hidden dangers,
// deep services, with their flow log and photo files) and the reference data (risk-type tree,
// suggestion library) (domain §6); the writers that put it into the tables; and the system pages'
// demo (departments, positions, categories, staff accounts, an enterprise account).
export { createDemoContext, sequentialIds } from './context';
export type { DemoContext, DemoContextOptions, IdSource } from './context';
export { DemoDataError } from './demo-tables';
export type { AnyKysely } from './demo-tables';
export { generateEnterpriseBundle, generateEnterpriseBundles, generateServiceOrgs } from './generator';
export type {
  EnterpriseBundle,
  EnterpriseRow,
  EnterpriseServiceRow,
  EnterpriseStaffRow,
  ExpertRow,
  ServiceOrgBundle,
  ServiceOrgRow,
} from './rows';
export { DEMO_DATA_DEFAULTS, defaultServiceOrgCount, ENTERPRISES_PER_TRANSACTION } from './options';
export type { DemoDataCounts, DemoDataOptions, DemoProgress } from './options';
export { seedDemoData, seedDemoDataIfEmpty } from './seed-demo-data';
export { seedSystemDemoIfFresh } from './system-demo';
export type { SystemDemoCounts } from './system-demo';
