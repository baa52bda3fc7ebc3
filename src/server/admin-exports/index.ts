// Admin exports' public face: the CSV writer (keyset batches, money columns, formula-safe text) that
// other domains' exports reuse.
export { centsToCsv, type CsvColumn, csvStream, keysetBatches, neutraliseFormula } from './csv.ts';
