import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, notifyFailure } from './api-client.ts';
import { clearSession, getToken } from './auth-store.ts';
import { hardNavigate } from './navigation.ts';

/** A fetched file, saved under our name (the browser's download, from a blob). */
const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};

/**
 * Downloads a PDF the API makes (labels, invoices). They need the bearer header, so a plain link cannot
 * fetch them: the file is fetched here and saved from a blob. A refusal rejects with the API's error, whose
 * `message` (e.g. 'No tracking code available for this booking') the caller's toast shows.
 */
export const downloadPdf = async (path: string, fileName: string, body?: unknown): Promise<void> => {
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/pdf, application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, null, 'Network error. Please check your connection and try again.');
  }
  if (!response.ok) {
    const data = await response.json().catch(() => null);
    if (response.status === 401 && token) {
      clearSession();
      hardNavigate('/login');
    }
    throw new ApiError(response.status, data, `Request failed with status code ${response.status}`);
  }
  saveBlob(await response.blob(), fileName);
};

/** A booking's shipping labels (one 4in × 6in page per item). */
export const downloadLabel = (bookingId: string, trackingNumber: string) =>
  downloadPdf(`/shipments/bookings/${bookingId}/shipping-label/download/`, `label-${trackingNumber}.pdf`);

/** Staff: the labels of many bookings in one PDF (409 names the bookings without a tracking number). */
export const downloadLabels = (bookingIds: string[]) =>
  downloadPdf('/shipments/labels/download/', `labels-${bookingIds.length}-bookings.pdf`, {
    booking_ids: bookingIds,
  });

/** A booking's invoice, marked Paid once paid. */
export const downloadInvoice = (bookingId: string, bookingCode: string) =>
  downloadPdf(`/bookings/${bookingId}/invoice/download/`, `invoice-${bookingCode}.pdf`);

/** A download button's state: `pending` while the file comes, the spec's toast (`failure`) if it fails. */
export const useDownload = (failure: string) =>
  useMutation({
    mutationFn: (download: () => Promise<void>) => download(),
    onError: (error) => notifyFailure(failure, error),
  });
