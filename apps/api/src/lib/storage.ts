import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Private file store. Local disk now; the interface lets an S3-compatible store replace it. */
export interface FileStore {
  put(folder: string, data: Buffer, extension: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z-]+\/[0-9a-f-]{36}\.[a-z0-9]+$/;

export const createDiskStore = (root: string): FileStore => {
  // Keys are generated here and re-checked on read, so a key can never walk out of the root.
  const resolve = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid file key');
    return path.join(root, key);
  };
  return {
    async put(folder, data, extension) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(resolve(key), data);
      return key;
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
};
