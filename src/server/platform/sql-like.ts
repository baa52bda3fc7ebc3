/** `%text%` for ILIKE, with `%`, `_` and `\` typed into a search box matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
