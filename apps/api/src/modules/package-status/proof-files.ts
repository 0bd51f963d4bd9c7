import { invalid, unsupportedMedia } from '../../lib/errors.ts';
import { reencodeImage } from '../../lib/images.ts';
import type { FileStore } from '../../lib/storage.ts';

/** A delivery proof is a photo or a drawn signature: these formats, read from the bytes, nothing else. */
const PROOF_FORMATS = ['jpeg', 'png', 'webp'] as const;
const PROOF_MAX_SIDE = 1600;
export const PROOF_MAX_BYTES = 8 * 1024 * 1024;
export const PROOF_TYPE_MESSAGE = 'Proof must be a JPEG, PNG or WebP image';
export const PROOF_SIZE_MESSAGE = 'Proof images must be 8 MB or smaller';
/** The fewest pixels on a proof's shorter side: enough to see a parcel or a signature (the signature pad
 * draws 400 × 200). A smaller image is a valid image that proves nothing: a 400 naming the field. */
export const PROOF_MIN_SIDE = 200;
export const PROOF_TOO_SMALL_MESSAGE = `Proof images must be at least ${PROOF_MIN_SIDE} pixels on their shorter side`;

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
  const encode = async (data: Buffer | null | undefined, field: string) => {
    if (!data || data.length === 0) return null;
    const image = await reencodeImage(data, { maxSide: PROOF_MAX_SIDE, formats: PROOF_FORMATS });
    if (!image) throw unsupportedMedia(PROOF_TYPE_MESSAGE);
    if (Math.min(image.width, image.height) < PROOF_MIN_SIDE)
      throw invalid(PROOF_TOO_SMALL_MESSAGE, { [field]: [PROOF_TOO_SMALL_MESSAGE] });
    return image;
  };
  const photo = await encode(uploads.photo, 'proof_photo');
  const signature = await encode(uploads.signature, 'proof_signature');
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
