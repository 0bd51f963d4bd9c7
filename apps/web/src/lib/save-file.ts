const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** The file's real extension: from what the server sent, else from the link's path. */
const extensionOf = (blob: Blob, url: string) => {
  const fromType = EXTENSIONS[blob.type.split(';')[0]?.trim() ?? ''];
  if (fromType) return fromType;
  const fromPath = new URL(url, window.location.href).pathname.match(/\.([a-z0-9]{2,5})$/i)?.[1];
  return fromPath?.toLowerCase() ?? 'bin';
};

/**
 * Saves the file at `url` as `{baseName}.{extension}`. A plain download link cannot name the file: the
 * server's Content-Disposition name ('image.png') wins over the link's `download` attribute, so the file is
 * fetched and saved from a blob, whose name is ours. Returns the name it was saved under.
 */
export const saveFileAs = async (url: string, baseName: string): Promise<string> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  const blob = await response.blob();
  const fileName = `${baseName}.${extensionOf(blob, url)}`;
  saveBlob(blob, fileName);
  return fileName;
};

/** Saves the file at `url` under exactly `fileName` (one the server has already given its true extension). */
export const saveFileNamed = async (url: string, fileName: string): Promise<void> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  saveBlob(await response.blob(), fileName);
};

/**
 * Opens a PDF in the browser's own viewer in a new tab. The file is served as an attachment (so a link never
 * renders it at our origin), so it is fetched and shown from a blob instead. The tab is opened before the
 * fetch, while the click still counts, or a pop-up blocker would refuse it.
 */
export const openPdfInNewTab = async (url: string): Promise<void> => {
  const tab = window.open('', '_blank');
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Download failed (${response.status})`);
    const blob = new Blob([await response.blob()], { type: 'application/pdf' });
    const objectUrl = URL.createObjectURL(blob);
    if (tab) tab.location.href = objectUrl;
    else window.open(objectUrl, '_blank');
    // Kept a minute: the new tab reads it as it loads.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
};

/** Hands a fetched file to the browser's downloads under our name. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the browser has taken the file by then.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
};

/** A file-name-safe slug: 'UKG1234567890', 'delivered', 'photo' → 'UKG1234567890-delivered-photo'. */
export const fileBaseName = (...parts: (string | null | undefined)[]) =>
  parts
    .filter((part): part is string => Boolean(part?.trim()))
    .map((part) =>
      part
        .trim()
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
