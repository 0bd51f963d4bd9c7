/** Markup that is already safe: what the `html` tag returns, so nesting never escapes twice. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString() {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

type Value = SafeHtml | string | number | null | undefined | false | readonly Value[];

const render = (value: Value): string => {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
};

/**
 * Template tag for mail HTML: every interpolated value is escaped unless it is itself `html`, so names,
 * addresses and notes typed by users can never add markup to a mail.
 */
export const html = (strings: TemplateStringsArray, ...values: Value[]) =>
  new SafeHtml(
    strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]!) : ''), ''),
  );
