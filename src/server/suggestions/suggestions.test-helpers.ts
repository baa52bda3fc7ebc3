import type { App } from '../app.ts';
import { insertSuggestion, type NewSuggestion } from './suggestions.repo.ts';

let counter = 0;

/** Inserts a suggestion directly (createdAt, status and the like set as a test needs them). */
export function makeSuggestion(app: App, overrides: Partial<NewSuggestion> = {}) {
  counter++;
  return insertSuggestion(app.db, {
    suggestionTitle: `Suggestion number ${counter}`,
    description: 'A description that is long enough to pass the rules.',
    name: 'Test Trader',
    email: null,
    ...overrides,
  });
}

let ipCounter = 0;
/** A fresh visitor IP per call, so per-IP rate limits only trip where a test wants them to. */
export const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
