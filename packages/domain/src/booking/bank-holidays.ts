/**
 * UK bank holidays: no collections on them. The list is a setting an admin keeps up to date (Settings → Bank
 * holidays); a new installation starts from these, England and Wales, as published at
 * https://www.gov.uk/bank-holidays (its JSON: https://www.gov.uk/bank-holidays.json). Where gov.uk moves a
 * holiday falling at a weekend to a substitute weekday, the day itself is kept as well: 26 December is a
 * day off for the pickup run whatever weekday it falls on.
 */
export interface BankHoliday {
  /** 'YYYY-MM-DD', UK date. */
  date: string;
  name: string;
}

export const DEFAULT_BANK_HOLIDAYS: readonly BankHoliday[] = [
  { date: '2026-01-01', name: 'New Year’s Day' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-05-04', name: 'Early May bank holiday' },
  { date: '2026-05-25', name: 'Spring bank holiday' },
  { date: '2026-08-31', name: 'Summer bank holiday' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-26', name: 'Boxing Day' },
  { date: '2026-12-28', name: 'Boxing Day (substitute day)' },
  { date: '2027-01-01', name: 'New Year’s Day' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-03-29', name: 'Easter Monday' },
  { date: '2027-05-03', name: 'Early May bank holiday' },
  { date: '2027-05-31', name: 'Spring bank holiday' },
  { date: '2027-08-30', name: 'Summer bank holiday' },
  { date: '2027-12-25', name: 'Christmas Day' },
  { date: '2027-12-27', name: 'Christmas Day (substitute day)' },
  { date: '2027-12-28', name: 'Boxing Day (substitute day)' },
];

/** The bank holiday on that UK date, if any. */
export const bankHolidayOn = (date: string, holidays: readonly BankHoliday[]): BankHoliday | null =>
  holidays.find((holiday) => holiday.date === date) ?? null;

/** 'No collections on Christmas Day (a bank holiday): choose another day' */
export const bankHolidayMessage = (holiday: BankHoliday): string =>
  `No collections on ${holiday.name} (a bank holiday): choose another day`;
