// The community board (suggestions, votes, comments): what account deletion asks of it (the
// author's name and address taken out of what they wrote). Its routes, errors and demo data plug
// in through the composition files (domains.ts, error-catalogue.ts, seed/seeders.ts).
export { anonymiseSuggestions } from './forget-author.repo.ts';
