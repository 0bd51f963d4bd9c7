/** The proof a customer may ask for at delivery (the booking's `proof_mode`), with how people read it. */
export const PROOF_MODES = ['NONE', 'PHOTO', 'SIGNATURE', 'BOTH'] as const;
export type ProofMode = (typeof PROOF_MODES)[number];

export const PROOF_MODE_LABELS: Record<ProofMode, string> = {
  NONE: 'No proof needed',
  PHOTO: 'Photo at delivery',
  SIGNATURE: 'Signature at delivery',
  BOTH: 'Photo and signature',
};

/** The stored word as a proof mode; anything unknown reads as no preference. */
export const proofModeOf = (value: string | null | undefined): ProofMode =>
  PROOF_MODES.find((mode) => mode === value) ?? 'NONE';
