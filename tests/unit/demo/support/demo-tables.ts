// The tables a demo-data run writes, by the name of its count (DemoDataCounts), and their row counts
// as the database holds them: what the seed's own counts are compared with.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/db/tables';
import type { DemoDataCounts } from '../../../../src/server/demo';

export const DEMO_TABLES: Record<keyof DemoDataCounts, string> = {
  riskTypes: 'nanli_risk_type',
  rectifySuggestions: 'nanli_rectify_suggestion',
  checkTemplates: 'nanli_check_template',
  serviceOrgs: 'nanli_service_org',
  experts: 'nanli_expert',
  enterprises: 'nanli_enterprise',
  enterpriseStaff: 'nanli_enterprise_staff',
  policies: 'nanli_policy',
  enterpriseServices: 'nanli_enterprise_service',
  tasks: 'nanli_task',
  appointments: 'nanli_appointment',
  investigations: 'nanli_investigation',
  investigationItems: 'nanli_investigation_item',
  hiddenDangers: 'nanli_hidden_danger',
  deepServices: 'nanli_deep_service',
  emergencyDrills: 'nanli_emergency_drill',
  safetyTrainings: 'nanli_safety_training',
  trainingAttendees: 'nanli_training_attendee',
  guideInspections: 'nanli_guide_inspection',
  guideInspectionItems: 'nanli_guide_inspection_item',
  expertItineraries: 'nanli_expert_itinerary',
  itineraryTracks: 'nanli_itinerary_track',
  appPictures: 'nanli_app_picture',
  apkVersions: 'nanli_apk_version',
  fileDownloads: 'nanli_file_download',
  pushLogs: 'nanli_push_log',
  reportTemplates: 'nanli_report_template',
  flowLogs: 'sys_flow_log',
  files: 'sys_file',
};

export async function demoTableCounts(db: Kysely<Database>): Promise<DemoDataCounts> {
  const counts = {} as DemoDataCounts;
  for (const [key, table] of Object.entries(DEMO_TABLES)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      db,
    );
    counts[key as keyof DemoDataCounts] = Number(rows[0]!.n);
  }
  return counts;
}
