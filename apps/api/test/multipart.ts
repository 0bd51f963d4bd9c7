import { randomBytes } from 'node:crypto';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * A multipart/form-data body built by hand, so a test controls every byte: the field name, the file name
 * and the declared content type can all lie about the content. Pass the result straight to `app.inject`.
 */
export const multipart = (parts: Record<string, string | FilePart>) => {
  const boundary = `----ukgh-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
