import type { ContactMessage } from '@ukgh/domain';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

/** Stores a contact form message, returning its row. */
export const insertContactMessage = async (db: DbOrTx, input: ContactMessage) => {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
    })
    .returning();
  return row;
};
