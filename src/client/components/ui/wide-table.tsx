import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';

interface Props {
  testId: string;
  /** The header cells, in order; `className` aligns one (e.g. `text-right` for amounts). */
  columns: Array<{ label: string; className?: string }>;
  /** The body's rows. */
  children: ReactNode;
}

/** A list's table from `md` up (phones get the list's own cards instead). */
export function WideTable({ testId, columns, children }: Props) {
  return (
    <div className="hidden md:block">
      <Table data-testid={testId}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.label} className={column.className}>
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}
