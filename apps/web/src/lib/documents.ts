import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, notifyFailure } from './api-client.ts';
import { clearSession, getToken } from './auth-store.ts';
import { hardNavigate } from './navigation.ts';
import { saveBlob } from './save-file.ts';

/**
 * Downloads a file the API makes (labels, invoices, CSV exports). They need the bearer header, so a plain
 * link cannot fetch them: the file is fetched here and saved from a blob. A refusal rejects with the API's
 * error, whose `message` (e.g. 'No tracking code available for this booking') the caller's toast shows.
 */
export const downloadFile = async (
  path: string,
  fileName: string,
  { body, accept = 'application/pdf' }: { body?: unknown; accept?: string } = {},
): Promise<void> => {
  const token = getToken();
  const headers: Record<string, string> = { Accept: `${accept}, application/json` };
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
  downloadFile(`/shipments/bookings/${bookingId}/shipping-label/download/`, `label-${trackingNumber}.pdf`);

/** Staff: the labels of many bookings in one PDF (409 names the bookings without a tracking number). */
export const downloadLabels = (bookingIds: string[]) =>
  downloadFile('/shipments/labels/download/', `labels-${bookingIds.length}-bookings.pdf`, {
    body: { booking_ids: bookingIds },
  });

/** A booking's invoice, marked Paid once paid. */
export const downloadInvoice = (bookingId: string, bookingCode: string) =>
  downloadFile(`/bookings/${bookingId}/invoice/download/`, `invoice-${bookingCode}.pdf`);

/** A booking's packing list and commercial invoice, for customs in Ghana. */
export const downloadPackingList = (bookingId: string, bookingCode: string) =>
  downloadFile(`/bookings/${bookingId}/packing-list/download/`, `packing-list-${bookingCode}.pdf`);

/** A download button's state: `pending` while the file comes, the spec's toast (`failure`) if it fails. */
export const useDownload = (failure: string) =>
  useMutation({
    mutationFn: (download: () => Promise<void>) => download(),
    onError: (error) => notifyFailure(failure, error),
  });
