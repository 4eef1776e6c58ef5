// The platform's own operation (domain §2.19–§2.22, §4.5), generated once per installation after
// the enterprises: the apps' pictures and packages, the files to download, the push log of the last
// days, which names records the enterprises' generation offered (push-sources.ts), and the report
// templates the administrator uploaded (the built-in templates the seed hands in). Each part draws
// from a stream of its own, so leaving one out (its table already has rows) changes no other.
import type { DemoContext } from './context';
import { generateApkVersions } from './apk-versions';
import { generateAppPictures } from './app-pictures';
import { generateFileDownloads } from './file-downloads';
import type { PlatformData } from './platform-rows';
import { generatePushLogs } from './push-logs';
import type { PushSources } from './push-sources';
import { deriveSeed, Random } from './random';
import { generateReportTemplates, NO_TEMPLATE_UPLOADS } from './report-templates';
import type { TemplateUploads } from './report-templates';

/** The parts of the platform data, by their entity; a run writes those whose table is empty. */
export type PlatformPart = 'appPicture' | 'apkVersion' | 'fileDownload' | 'pushLog' | 'reportTemplate';
export const PLATFORM_PARTS: readonly PlatformPart[] = [
  'appPicture',
  'apkVersion',
  'fileDownload',
  'pushLog',
  'reportTemplate',
];

export function generatePlatformData(
  context: DemoContext,
  sources: PushSources,
  parts: ReadonlySet<PlatformPart> = new Set(PLATFORM_PARTS),
  templates: TemplateUploads = NO_TEMPLATE_UPLOADS,
): PlatformData {
  const stream = (name: string) => new Random(deriveSeed(context.seed, name));
  const data: PlatformData = {
    appPictures: [],
    apkVersions: [],
    fileDownloads: [],
    pushLogs: [],
    reportTemplates: [],
    flowSteps: [],
    files: [],
  };
  if (parts.has('appPicture'))
    data.appPictures = generateAppPictures(stream('appPictures'), context, data.flowSteps, data.files);
  if (parts.has('apkVersion'))
    data.apkVersions = generateApkVersions(stream('apkVersions'), context, data.flowSteps);
  if (parts.has('fileDownload'))
    data.fileDownloads = generateFileDownloads(stream('fileDownloads'), context, data.files);
  if (parts.has('pushLog')) data.pushLogs = generatePushLogs(context, sources, data.flowSteps);
  if (parts.has('reportTemplate'))
    data.reportTemplates = generateReportTemplates(stream('reportTemplates'), context, templates, data.files);
  return data;
}
