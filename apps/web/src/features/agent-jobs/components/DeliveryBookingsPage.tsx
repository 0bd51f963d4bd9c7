import { JobsPage } from './JobsPage.tsx';

/** /agent/delivery/bookings, My Bookings (spec 001 §2): who receives each package, and where in Ghana. */
export function DeliveryBookingsPage() {
  return (
    <JobsPage
      kind="delivery"
      title="My Bookings"
      subtitle="Recipients of your deliveries: call them, and find their address in Ghana."
      withActions={false}
    />
  );
}
