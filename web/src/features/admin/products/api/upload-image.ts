/**
 * POST /api/upload-image {imageData (data URL), fileName} -> 201 {success, imageUrl, message}
 * (docs/specs/admin-area.md sections 2.4, 5, 7 and 8). Files over 5 MB are refused before sending
 * with "{file name} is too large (max 5MB)". A failed upload throws an UploadError whose message is
 * what the alert shows: the server's message or "Upload failed", and "Upload failed, please try
 * again" when the request never got an answer.
 */
import { ApiError, api, isNetworkError } from '@/lib/api-client';

/** Image maximum in bytes (docs/specs/admin-area.md section 9: 5 MB). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The file types offered by the picker: JPG, PNG, WebP and GIF (docs/specs/admin-area.md section 5). */
export const IMAGE_FILE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** Fallback texts of docs/specs/admin-area.md section 8. */
const UPLOAD_FAILED = 'Upload failed';
const UPLOAD_NETWORK_FAILED = 'Upload failed, please try again';

interface UploadImageResponse {
  success: boolean;
  /** Where the stored image is served, e.g. "/uploads/3f2a....png". */
  imageUrl: string;
  message: string;
}

/** An upload that did not give an image URL; `message` is the text to show. */
class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/** "{file name} is too large (max 5MB)" (docs/specs/admin-area.md section 5). */
function tooLargeMessage(fileName: string): string {
  return `${fileName} is too large (max 5MB)`;
}

/** The alert text for a failed upload call (docs/specs/admin-area.md section 8). */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof UploadError) return error.message;
  if (isNetworkError(error)) return UPLOAD_NETWORK_FAILED;
  if (error instanceof ApiError) {
    try {
      const parsed: unknown = JSON.parse(error.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const { message } = parsed;
        if (typeof message === 'string' && message.trim()) return message;
      }
    } catch {
      // Not JSON: no server message to show.
    }
  }
  return UPLOAD_FAILED;
}

/** A file's content as a base64 data URL. */
function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new UploadError(UPLOAD_FAILED));
    reader.onerror = () => reject(new UploadError(UPLOAD_FAILED));
    reader.readAsDataURL(file);
  });
}

/** Uploads one image file and returns its URL; throws UploadError with the text to show. */
export async function uploadImage(file: File): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw new UploadError(tooLargeMessage(file.name));
  const imageData = await readAsDataUrl(file);
  let answer: UploadImageResponse;
  try {
    answer = await api.post<UploadImageResponse>('/api/upload-image', {
      imageData,
      fileName: file.name,
    });
  } catch (error) {
    throw new UploadError(uploadFailureMessage(error));
  }
  if (!answer?.success || !answer.imageUrl) throw new UploadError(answer?.message || UPLOAD_FAILED);
  return answer.imageUrl;
}
