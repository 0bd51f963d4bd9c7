/** The delivery window as a mail carries it, copied when the mail is queued (issue 15). */
export interface MailDeliveryWindow {
  /** 'Thu 18 – Mon 22 Dec'. */
  text: string;
  /** 'sailing MSC ABIDJAN departed 2 Dec'. */
  depends_on: string | null;
}

/** 'Thu 18 – Mon 22 Dec (sailing MSC ABIDJAN departed 2 Dec)'. */
export const windowLine = (w: MailDeliveryWindow) => (w.depends_on ? `${w.text} (${w.depends_on})` : w.text);

/** The 'Estimated delivery' row of a mail's details; none when the booking has no window to show. */
export const estimatedDeliveryDetails = (w: MailDeliveryWindow | null | undefined) =>
  w ? [{ label: 'Estimated delivery', value: windowLine(w) }] : [];
