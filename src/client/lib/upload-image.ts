import imageCompression from 'browser-image-compression';
import { adminProductEndpoints } from '#shared/admin-catalog-endpoints';
import type { ProductImage } from '#shared/catalog';
import { isApiErrorBody } from '#shared/api';
import { endpointHref } from '#shared/endpoint';
import { ApiError } from '../api-client';

/** 0.3 MB, 1920 px, quality 0.8. */
const COMPRESSION = {
  maxSizeMB: 0.3,
  maxWidthOrHeight: 1920,
  initialQuality: 0.8,
  useWebWorker: false,
} as const;

/** Compressed copy of the image, or the original when compression fails. */
export async function compressImage(file: File): Promise<File> {
  try {
    return await imageCompression(file, COMPRESSION);
  } catch {
    return file;
  }
}

/**
 * Uploads one image with XMLHttpRequest, because fetch reports no upload progress.
 * onProgress receives 0–100.
 */
export function uploadProductImage(
  productId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ProductImage> {
  const url = endpointHref(adminProductEndpoints.addImage, { params: { id: productId } });
  return uploadImage<ProductImage>(url, file, onProgress);
}

/** Posts one image file to an upload route and answers what it answers (the same errors). */
export function uploadImage<T>(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as T);
      } else if (isApiErrorBody(body)) {
        reject(new ApiError(xhr.status, body.error.code, body.error.message, body.error.fields));
      } else {
        reject(new ApiError(xhr.status, 'unknown', 'No se pudo subir la imagen.'));
      }
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, 'network', 'No se pudo conectar con el servidor. Revisá tu conexión.'),
      );
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
