// JeecgBoot 2.4's component strings of the system and business pages, as a menu table migrated from
// a JeecgBoot database holds them, and the component of ours that shows the same page. The client opens our page
// for either string, and the server finds the entity behind either (data rules), so migrated menus
// keep working without rewriting their rows.
export const JEECG_COMPONENT_ALIASES: Readonly<Record<string, string>> = {
  'system/DictList': 'entity/sysDict',
  'system/LogList': 'entity/sysLog',
  'system/SysPositionList': 'entity/sysPosition',
  'system/SysCategoryList': 'entity/sysCategory',
  'system/SysCheckRuleList': 'entity/sysCheckRule',
  'system/UserAnnouncementList': 'account/Messages',
  'modules/monitor/SystemInfo': 'monitor/SystemInfo',
  'modules/monitor/RedisInfo': 'monitor/RedisInfo',
  'modules/monitor/DiskMonitoring': 'monitor/DiskInfo',
  'modules/monitor/HttpTrace': 'monitor/HttpTrace',
  // The JVM and Tomcat pages described the Java runtime; ours describes the Node.js one.
  'modules/monitor/JvmInfo': 'monitor/RuntimeInfo',
  'modules/monitor/TomcatInfo': 'monitor/RuntimeInfo',
  'account/center/Index': 'account/Center',
  'account/settings/Index': 'account/Settings',
  'account/settings/BaseSetting': 'account/Settings',
  'account/settings/Security': 'account/Settings',
  // The business pages under the original client's names: menus seeded before a page was built
  // keep those names (seeding leaves existing rows alone), so they open the page too.
  'nanlicustom/NanliCustomList': 'entity/enterprise',
  'nanlicustom/NanliCustomDetailList': 'entity/enterpriseService',
  'nanlicustom/ServiceOrgList': 'entity/serviceOrg',
  'nanliinvestigation/NanliInvestigationList': 'entity/investigation',
  'nanliinvestigation/NanliDeepServiceList': 'entity/deepService',
  'safetyinfo/HiddenDangerList': 'entity/hiddenDanger',
  'safetyinfo/RiskTypeList': 'entity/riskType',
  'safetyinfo/RectifySuggestionList': 'entity/rectifySuggestion',
  'nanlitask/Appointment': 'entity/appointment',
  'nanlitask/NanliTaskList': 'entity/task',
  'reportmanage/NanliReportList': 'entity/report',
  'safetrain/SafeTrainList': 'entity/safetyTraining',
  'emergencydrill/EmergencyDrillList': 'entity/emergencyDrill',
  'guideinspection/GuideInspectionList': 'entity/guideInspection',
  'nanliexpertitinerary/NanliExpertItineraryList': 'entity/expertItinerary',
  'operation/FileDownloadList': 'entity/fileDownload',
  'operation/AppPictureList': 'entity/appPicture',
  'operation/ApkVersionList': 'entity/apkVersion',
  'operation/PushLogList': 'entity/pushLog',
};

/** Our component string for a JeecgBoot one; any other string unchanged. */
export function canonicalComponent(component: string): string {
  return Object.hasOwn(JEECG_COMPONENT_ALIASES, component) ? JEECG_COMPONENT_ALIASES[component]! : component;
}
