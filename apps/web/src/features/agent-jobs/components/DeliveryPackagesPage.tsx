import { JobsPage } from './JobsPage.tsx';

/** /agent/delivery, My Packages (spec 001 §2): Start, then Deliver with a photo or a signature. */
export function DeliveryPackagesPage() {
  return (
    <JobsPage
      kind="delivery"
      title="My Packages"
      subtitle="Start a delivery when you set off; deliver with a photo or the recipient's signature."
      withActions
    />
  );
}
