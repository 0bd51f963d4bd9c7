import type { StorageConfig } from '../config.ts';
import { createDiskStore, type FileStore } from './storage.ts';

/**
 * The configured store: the disk store by default, the shared bucket with STORAGE=s3. The AWS SDK is loaded
 * only then, so a server on the disk store does not carry it in memory.
 */
export const openFileStore = async (storage: StorageConfig): Promise<FileStore> => {
  if (storage.kind === 'disk') return createDiskStore(storage.root);
  const { createS3Store } = await import('./s3-store.ts');
  return createS3Store(storage);
};
