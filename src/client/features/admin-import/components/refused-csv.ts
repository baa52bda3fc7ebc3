import type { ImportRefusal } from '#shared/contracts/import.constants.ts';

/** A cell as CSV: quoted when needed, and a leading formula character made inert (OWASP CSV injection). */
const cell = (value: string | number) => {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The refused rows as a CSV file's text: line, code, reason. */
export function refusedCsv(refused: ImportRefusal[]): string {
  return (
    ['line,code,reason', ...refused.map((r) => [r.line, r.code, r.reason].map(cell).join(','))].join('\r\n') + '\r\n'
  );
}

/** A `data:` link for the download (no object URL to free). */
export const refusedCsvHref = (refused: ImportRefusal[]) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(refusedCsv(refused))}`;
