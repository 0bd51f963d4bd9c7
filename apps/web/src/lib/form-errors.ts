import { ApiError } from './api-client.ts';

interface ParseResult {
  success: boolean;
  data?: unknown;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}
export interface SafeParser {
  safeParse(values: unknown): ParseResult;
}

type Errors = Record<string, string>;

/** The first message for each field of a verdict, as Mantine form errors. */
const issueErrors = (result: ParseResult): Errors => {
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
};

/** A domain zod schema's verdict as Mantine form errors: the first message for each field. */
export const schemaErrors = (schema: SafeParser, values: unknown): Errors =>
  issueErrors(schema.safeParse(values));

/** A domain schema's verdict and what it made of the values (numbers, trimmed text, only its own keys). */
export const schemaParse = (schema: SafeParser, values: unknown): { errors: Errors; data: unknown } => {
  const result = schema.safeParse(values);
  return { errors: issueErrors(result), data: result.data };
};

/** The server's per-field validation messages (`details`), shaped the same way. */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  if (!(error instanceof ApiError)) return {};
  const details = (error.body as { details?: Record<string, unknown> } | null)?.details;
  if (!details || typeof details !== 'object') return {};
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(details)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') errors[field] = first;
  }
  return errors;
};
