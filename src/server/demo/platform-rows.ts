// The rows of the platform's own operation (domain §2.19–§2.22, §4.5): app pictures, APK versions,
// files to download, the data push log and the report templates. They belong to no enterprise and
// are generated once per installation, with the flow log of their steps and the files their fields
// hold.
import type { FlowStep, StoredFile } from './cycle-rows';
import type { Generated } from './rows';

export interface AppPictureRow extends Generated {
  title: string;
  imageUrl: string;
  position: string;
  appType: string;
  status: string;
  sortNo: number;
  linkType: string;
  linkUrl: string | null;
  startTime: string | null;
  endTime: string | null;
  remark: string | null;
}

export interface ApkVersionRow extends Generated {
  appType: string;
  versionName: string;
  versionCode: number;
  status: string;
  updateContent: string;
  apkUrl: string;
  md5: string;
  forceUpdate: string;
  minVersionCode: number | null;
  publishTime: string | null;
}

export interface FileDownloadRow extends Generated {
  fileName: string;
  fileCategory: string;
  fileUrl: string;
  publishTime: string;
  status: string;
  remark: string | null;
}

export interface PushLogRow extends Generated {
  batchNo: string;
  targetSystem: string;
  bizType: string;
  bizId: string;
  bizNo: string | null;
  /** The pushed record's version (its last change), as the push job logs it. */
  bizVersion: string | null;
  interfaceName: string;
  triggerType: string;
  status: string;
  requestTime: string;
  responseTime: string | null;
  durationMs: number | null;
  httpStatus: number | null;
  responseCode: string | null;
  responseMsg: string | null;
  externalSerialNo: string | null;
  retryCount: number;
  nextRetryTime: string | null;
  operatorName: string | null;
  requestBody: string;
}

export interface ReportTemplateRow extends Generated {
  templateName: string;
  reportType: string;
  version: string;
  templateFile: string;
  isDefault: string;
  status: string;
  placeholders: string | null;
  remark: string | null;
}

export interface PlatformData {
  appPictures: AppPictureRow[];
  apkVersions: ApkVersionRow[];
  fileDownloads: FileDownloadRow[];
  pushLogs: PushLogRow[];
  reportTemplates: ReportTemplateRow[];
  flowSteps: FlowStep[];
  files: StoredFile[];
}
