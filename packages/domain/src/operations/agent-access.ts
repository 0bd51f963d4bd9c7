import type { Role } from '../roles.ts';
import type { AssignmentStatus } from './assignments.ts';

/**
 * What a pickup or delivery agent may read of a booking (SECURITY.md). An agent reads a booking while they
 * hold a job on it, and for AGENT_HISTORY_DAYS after completing it, so their own history stays readable;
 * after that, or once the job is taken from them, the booking is not found. Agents never see its money.
 */
export const AGENT_HISTORY_DAYS = 30;

/** The roles that move parcels at the door and are kept to their own jobs. */
export const FIELD_AGENT_ROLES: readonly Role[] = ['PICKUP', 'DELIVERY'];

export const isFieldAgent = (role: Role): boolean => FIELD_AGENT_ROLES.includes(role);

/** Whether a role sees a booking's payment, receipts and invoice (customers their own, staff all). */
export const seesBookingMoney = (role: Role): boolean => !isFieldAgent(role);

/** Whether a role sees where a delivery's proof was taken (staff; never the customer, issue 50). */
export const seesProofLocation = (role: Role): boolean => role !== 'CUSTOMER';

/** Whether an agent's job still opens its booking to them: open, or completed within AGENT_HISTORY_DAYS. */
export const jobOpensBooking = (
  job: { status: AssignmentStatus; completedAt: Date | null },
  now: Date = new Date(),
): boolean =>
  job.status !== 'COMPLETED' ||
  (job.completedAt !== null && now.getTime() - job.completedAt.getTime() <= AGENT_HISTORY_DAYS * 86_400_000);
