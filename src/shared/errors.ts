import type { ErrorCode } from './error-codes.ts';

/** The wire shape of every failed `/_api` response (DESIGN "API rules"). */
export interface ApiErrorBody {
  error: string;
  /** The stable code (`#shared/error-codes.ts`); show it with `errorText`. */
  code?: ErrorCode;
  details?: Record<string, string> | unknown;
}

export const UNKNOWN_ERROR = 'An unknown error occurred';
