import { unsupportedMedia } from '../../lib/errors.ts';
import { reencodeImage } from '../../lib/images.ts';
import type { FileStore } from '../../lib/storage.ts';

/** A delivery proof is a photo or a drawn signature: these formats, read from the bytes, nothing else. */
const PROOF_FORMATS = ['jpeg', 'png', 'webp'] as const;
const PROOF_MAX_SIDE = 1600;
export const PROOF_MAX_BYTES = 8 * 1024 * 1024;
export const PROOF_TYPE_MESSAGE = 'Proof must be a JPEG, PNG or WebP image';
export const PROOF_SIZE_MESSAGE = 'Proof images must be 8 MB or smaller';

export interface ProofUploads {
  photo?: Buffer | null;
  signature?: Buffer | null;
}

export interface StoredProof {
  photoKey: string | null;
  signatureKey: string | null;
  /** Removes what was stored (the move was refused or failed). */
  discard(): Promise<void>;
}

/**
 * Checks each proof by its content (never its name or declared type), re-encodes it (dropping metadata such
 * as a photo's GPS position and anything appended) and stores it under a name the server makes. Both are
 * checked before either is stored, so a bad second file leaves nothing behind.
 */
export const storeProof = async (files: FileStore, uploads: ProofUploads): Promise<StoredProof> => {
  const encode = async (data: Buffer | null | undefined) => {
    if (!data || data.length === 0) return null;
    const image = await reencodeImage(data, { maxSide: PROOF_MAX_SIDE, formats: PROOF_FORMATS });
    if (!image) throw unsupportedMedia(PROOF_TYPE_MESSAGE);
    return image;
  };
  const photo = await encode(uploads.photo);
  const signature = await encode(uploads.signature);
  const photoKey = photo ? await files.put('proofs', photo.data, photo.extension) : null;
  const signatureKey = signature ? await files.put('proofs', signature.data, signature.extension) : null;
  return {
    photoKey,
    signatureKey,
    async discard() {
      for (const key of [photoKey, signatureKey]) if (key) await files.remove(key);
    },
  };
};
