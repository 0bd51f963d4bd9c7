import type { LiveQuote } from '../api/quote.ts';
import { PackagesStep } from './PackagesStep.tsx';
import { RecipientStep } from './RecipientStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { ServiceStep } from './ServiceStep.tsx';

/** The wizard's steps after the sender's: 1 to 4. */
export function LaterSteps({
  step,
  onEdit,
  quote,
}: {
  step: number;
  onEdit: (step: number) => void;
  quote: LiveQuote;
}) {
  if (step === 1) return <RecipientStep />;
  if (step === 2) return <PackagesStep />;
  if (step === 3) return <ServiceStep />;
  return <ReviewStep onEdit={onEdit} quote={quote} />;
}
