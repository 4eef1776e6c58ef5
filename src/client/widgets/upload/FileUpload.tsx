// The file and image uploaders of entity forms (spec §4): each file goes to /sys/common/upload as
// it is picked, with its progress; the value is the stored paths comma-joined (contract §9.1), so
// removing a file takes its path out. An image uploader takes images only (请上传图片); maxCount 0
// means no limit. A file being sent reads 上传中(n%), one sent now 上传完成 (spec §8). Files that
// failed stay listed in red until removed, with the server's reason; clicking one opens 上传出错.
import { PictureTwoTone, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Image, Tooltip, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { VALIDATION_TEXTS, WIDGET_TEXTS } from '../../../shared/texts';
import {
  UPLOAD_LIMITS,
  UPLOAD_PATHS,
  UPLOAD_TEXTS,
  storedFileName,
  storedPathsOf,
} from '../../../shared/uploads';
import { STORED_FILE_MESSAGES } from '../../../shared/validation/stored-files';
import { staticFileUrl } from '../../api/staticUrl';
import { uploadFile } from '../../api/upload';

export type UploadKind = 'image' | 'file';

export interface FileUploadProps {
  kind: UploadKind;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** At most this many files; 0 or absent, no limit. */
  maxCount?: number;
  /** Only files with these extensions (form.accept); absent, every type the upload takes. */
  accept?: readonly string[];
  /** The upload directory (contract §9: biz). */
  biz?: string;
  disabled?: boolean;
  /** In a grid cell: a line of file names and a small button, images included. */
  compact?: boolean;
  'aria-label'?: string;
}

/** The camera facing away from the user (the HTML capture attribute); desktops ignore it. */
const IMAGE_CAPTURE = 'environment';

const storedFile = (path: string): UploadFile => ({
  uid: path,
  name: storedFileName(path),
  status: 'done',
  url: staticFileUrl(path),
});

const uploadingText = (file: UploadFile) => WIDGET_TEXTS.uploading(Math.floor(file.percent ?? 0));

/** The list's progress bar says how far the file is (a picture card says it in its middle). */
const progressWithText = (withText: boolean): UploadProps['progress'] => ({
  size: 2,
  showInfo: withText,
  format: (percent) => WIDGET_TEXTS.uploading(Math.floor(percent ?? 0)),
});

export function FileUpload(props: FileUploadProps) {
  const { kind, value, onChange, maxCount = 0, biz = UPLOAD_LIMITS.engineBiz, disabled, compact } = props;
  const cards = kind === 'image' && !compact;
  const { message, modal } = App.useApp();
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Paths sent while this uploader is open: only these say 上传完成, not the record's older files.
  const [sentNow, setSentNow] = useState<ReadonlySet<string>>(new Set());
  const [preview, setPreview] = useState<string | null>(null);
  // Several files may finish in one render: each adds to the value the previous one left.
  const latest = useRef(value ?? null);
  useEffect(() => {
    latest.current = value ?? null;
  }, [value]);

  const stored = storedPathsOf(value);
  const uploading = pending.filter((file) => file.status === 'uploading').length;
  const full = maxCount > 0 && stored.length + uploading >= maxCount;
  const track = (uid: string, change: Partial<UploadFile> | null) =>
    setPending((files) =>
      change === null
        ? files.filter((f) => f.uid !== uid)
        : files.map((f) => (f.uid === uid ? { ...f, ...change } : f)),
    );

  const send = async (file: File, uid: string) => {
    const form = new FormData();
    // The directory goes first: the server reads fields that precede the file.
    form.append('biz', biz);
    form.append('file', file, file.name);
    setPending((files) => [...files, { uid, name: file.name, status: 'uploading', percent: 0 }]);
    const response = await uploadFile(UPLOAD_PATHS.upload, form, {
      onProgress: (percent) => track(uid, { percent }),
    }).catch(() => null);
    if (response?.success) {
      track(uid, null);
      setSentNow((paths) => new Set(paths).add(response.message));
      latest.current = [...storedPathsOf(latest.current), response.message].join(',');
      onChange?.(latest.current);
      return;
    }
    const reason = response?.message || WIDGET_TEXTS.unknownError;
    track(uid, { status: 'error', response: reason, error: { message: reason } });
    void message.error(WIDGET_TEXTS.uploadFailed(file.name));
  };

  const refuse = (text: string) => {
    void message.warning(text);
    return Upload.LIST_IGNORE;
  };

  const showError = (file: UploadFile) =>
    modal.error({
      title: WIDGET_TEXTS.uploadErrorTitle,
      content: WIDGET_TEXTS.uploadErrorDetail(String(file.response ?? WIDGET_TEXTS.unknownError)),
      maskClosable: true,
    });

  // antd gives a failed item its reason as tooltip; the others get their state.
  const itemRender: UploadProps['itemRender'] = (node, file) => {
    const state =
      file.status === 'uploading'
        ? uploadingText(file)
        : file.status === 'done' && sentNow.has(file.uid)
          ? WIDGET_TEXTS.uploadDone
          : null;
    return state ? <Tooltip title={state}>{node}</Tooltip> : node;
  };

  const remove = (file: UploadFile) => {
    if (file.status !== 'done') return track(file.uid, null);
    const rest = storedPathsOf(latest.current).filter((path) => path !== file.uid);
    latest.current = rest.length > 0 ? rest.join(',') : null;
    onChange?.(latest.current);
  };

  const picker = cards ? (
    <div>
      <PlusOutlined />
      <div style={{ marginTop: 8 }}>{WIDGET_TEXTS.uploadButton}</div>
    </div>
  ) : (
    <Button icon={<UploadOutlined />} disabled={disabled} size={compact ? 'small' : 'middle'}>
      {WIDGET_TEXTS.clickToUpload}
    </Button>
  );

  return (
    <>
      <Upload
        aria-label={props['aria-label']}
        // Outside a cell a file list shows thumbnails of its images beside the documents' icons.
        listType={cards ? 'picture-card' : compact ? 'text' : 'picture'}
        accept={kind === 'image' ? 'image/*' : props.accept?.map((extension) => `.${extension}`).join(',')}
        // On a phone an image field opens the back camera: engineers photograph the site itself.
        capture={kind === 'image' ? IMAGE_CAPTURE : undefined}
        multiple={maxCount !== 1}
        disabled={disabled}
        fileList={[...stored.map(storedFile), ...pending]}
        showUploadList={{ showRemoveIcon: !disabled }}
        progress={progressWithText(!cards)}
        itemRender={itemRender}
        // A picture card shows 上传中(n%) where antd writes its own 文件上传中.
        iconRender={
          cards
            ? (file) => (file.status === 'uploading' ? uploadingText(file) : <PictureTwoTone />)
            : undefined
        }
        beforeUpload={(file, batch) => {
          if (kind === 'image' && !file.type.includes('image')) return refuse(VALIDATION_TEXTS.imageOnly);
          // The picker's filter can be switched off in the dialog, so the name is judged again.
          if (props.accept && !props.accept.some((ext) => file.name.toLowerCase().endsWith(`.${ext}`)))
            return refuse(STORED_FILE_MESSAGES.notAccepted(props.accept));
          if (file.size > UPLOAD_LIMITS.maxBytes) return refuse(UPLOAD_TEXTS.tooLarge);
          // Files picked together are judged before any of them is listed: count those ahead.
          if (maxCount > 0 && stored.length + uploading + batch.indexOf(file) >= maxCount)
            return refuse(STORED_FILE_MESSAGES.tooManyFiles(maxCount));
          void send(file, file.uid);
          return false;
        }}
        onRemove={(file) => {
          remove(file);
          return false;
        }}
        onPreview={(file) => {
          // A failed file has nothing to open: its name tells why it failed.
          if (file.status === 'error') showError(file);
          else if (kind === 'image' && file.url) setPreview(file.url);
          else if (file.url) window.open(file.url, '_blank', 'noopener');
        }}
      >
        {disabled || full ? null : picker}
      </Upload>
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          preview={{
            visible: true,
            src: preview,
            onVisibleChange: (visible) => !visible && setPreview(null),
          }}
        />
      )}
    </>
  );
}
