/** The wire shape of every failed `/_api` response (DESIGN "API rules"). */
export interface ApiErrorBody {
  error: string;
  details?: Record<string, string> | unknown;
}

export const UNKNOWN_ERROR = 'An unknown error occurred';
