import { JobsPage } from './JobsPage.tsx';

/** /agent/pickup, My Bookings (spec 001 §2): the pickup agent's jobs, Start and Complete with a photo. */
export function PickupAssignmentsPage() {
  return (
    <JobsPage
      kind="pickup"
      title="My Bookings"
      subtitle="Your collections: call the customer, find the address, start and complete each pickup."
    />
  );
}
