// Apart from the licence check's codes and texts (licence-check.constants.ts), which /orders does
// not need on its first load (DESIGN JS budget).

/** The file name the /orders page saves an offline licence under. */
export function offlineLicenceFileName(key: string, machineId: string): string {
  const machine = machineId.replace(/[^\w.-]+/g, '_').slice(0, 64);
  return `${key}-${machine}.licence.json`;
}
