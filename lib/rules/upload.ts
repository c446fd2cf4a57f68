// Spec section 5, Upload: video files (mov, mp4, avi, flv) up to 20,000,000 bytes, anything else up to
// 1,000,000; larger is failure 'file_size', no file is 'canceled'. Source defaults to 'others'.

export const VIDEO_EXTENSIONS = ['mov', 'mp4', 'avi', 'flv'] as const;
export const MAX_VIDEO_BYTES = 20_000_000;
export const MAX_OTHER_BYTES = 1_000_000;
export const DEFAULT_UPLOAD_SOURCE = 'others';

export function fileExtension(name: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return m ? m[1].toLowerCase() : '';
}

export function maxUploadBytes(name: string): number {
  return (VIDEO_EXTENSIONS as readonly string[]).includes(fileExtension(name)) ? MAX_VIDEO_BYTES : MAX_OTHER_BYTES;
}

export type UploadCheck = 'ok' | 'file_size' | 'canceled';

export function checkUpload(file: { name: string; size: number } | null | undefined): UploadCheck {
  if (!file?.name || file.size === 0) return 'canceled';
  return file.size > maxUploadBytes(file.name) ? 'file_size' : 'ok';
}
