import { JobsPage } from './JobsPage.tsx';

/**
 * /agent/delivery, My Packages (spec 001 §2): each recipient with a call link and their Ghana address; Start
 * when setting off, then Deliver with a photo or the recipient's signature.
 */
export function DeliveryPackagesPage() {
  return (
    <JobsPage
      kind="delivery"
      title="My Packages"
      subtitle="Call the recipient, find the address, start each delivery when you set off and deliver it with proof."
    />
  );
}
