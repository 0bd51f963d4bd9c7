import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: codes are read out on the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A booking code such as BK-7H3K9Q2M: random, so codes reveal nothing about volumes. */
export const generateBookingCode = () =>
  `BK-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
