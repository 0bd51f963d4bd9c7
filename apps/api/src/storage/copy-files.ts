import type { FileStore } from '../lib/storage.ts';

export const formatBytes = (bytes: number) => {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
};

/**
 * Copies every file of one store into another under the same key (`npm run storage:copy`: the disk store into
 * the bucket). A file the target already holds at the same size is skipped, so a run that stopped half way
 * carries on where it was and a second run copies nothing; a file there at another size (a copy cut short)
 * is copied again. One line of progress per file.
 */
export const copyFiles = async (from: FileStore, to: FileStore, print: (line: string) => void) => {
  const files: { key: string; size: number }[] = [];
  for await (const file of from.list()) files.push(file);
  files.sort((a, b) => a.key.localeCompare(b.key));
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const result = { files: files.length, copied: 0, skipped: 0, bytes: 0, totalBytes };
  for (const [index, file] of files.entries()) {
    const there = await to.stat(file.key);
    let done = 'already there';
    if (there?.size !== file.size) {
      const source = await from.getStream(file.key);
      // Removed since it was listed (a booking deleted meanwhile): nothing left to copy.
      if (source) {
        await to.putAt(file.key, source.body);
        result.copied++;
        done = 'copied';
      } else done = 'gone';
    } else result.skipped++;
    result.bytes += file.size;
    print(
      `[${index + 1}/${files.length}] ${file.key} ${done} (${formatBytes(result.bytes)} of ${formatBytes(totalBytes)})`,
    );
  }
  print(
    `${files.length} files, ${formatBytes(totalBytes)}: ${result.copied} copied, ${result.skipped} already there.`,
  );
  return result;
};
