import { randomInt } from 'node:crypto';
import { generateTrackingNumber } from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shipments } from '../../db/schema.ts';

/** UKG + 10 random digits, retried on the (10^-10) chance of a clash; the unique index is the backstop. */
export const issueTrackingNumber = async (tx: DbOrTx): Promise<string> => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = generateTrackingNumber(randomInt);
    const [clash] = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.trackingNumber, candidate));
    if (!clash) return candidate;
  }
  throw new Error('Could not issue a unique tracking number');
};
