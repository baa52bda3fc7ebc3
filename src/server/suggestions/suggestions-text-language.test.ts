import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSuggestion, getRoadmap, listSuggestions } from '#shared/contracts/suggestions.endpoints.ts';
import { createSuggestionComment, listSuggestionComments } from '#shared/contracts/suggestion-comments.endpoints.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { suggestions } from './suggestions.schema.ts';
import { makeSuggestion, nextIp } from './suggestions.test-helpers.ts';

// WCAG 3.1.2: user-written text keeps the language it was written in, so a page in
// another language can mark it with `lang`.

let t: TestApp;
const visitor = () => new ApiClient(t.app, nextIp());

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.delete(suggestions);
});

describe('the language of user-written text', () => {
  it('is the page language it was written on, for a suggestion, its comments, a merge target and a roadmap card', async () => {
    await visitor().call(
      createSuggestion,
      {
        suggestionTitle: 'Profil de volume à côté du DOM',
        description: 'Afficher un profil de volume de la séance à côté de l’échelle des prix.',
        name: 'Chloé Martin',
        email: 'chloe@example.com',
      },
      { cookie: 'lang=fr' },
    );
    const english = await makeSuggestion(t.app, { status: 'planned', textLanguage: 'en' });
    const merged = await makeSuggestion(t.app, { mergedIntoId: english.id, textLanguage: 'de' });

    const list = await visitor().ok(listSuggestions, { sortBy: 'createdAt' }, { cookie: 'lang=de' });
    const byId = new Map(list.suggestions.map((s) => [s.id, s]));
    const french = list.suggestions.find((s) => s.name === 'Chloé Martin')!;
    expect(french.textLanguage).toBe('fr');
    expect(byId.get(english.id)!.textLanguage).toBe('en');
    expect(byId.get(merged.id)!.mergedInto).toEqual({
      id: english.id,
      suggestionTitle: english.suggestionTitle,
      textLanguage: 'en',
    });

    const { client } = await signedInClient(t.app);
    const created = await client.ok(
      createSuggestionComment,
      { suggestionId: french.id, body: 'Sí, por favor, con el perfil compuesto.' },
      { 'accept-language': 'es' },
    );
    expect(created.comment).toMatchObject({ textLanguage: 'es' });
    const comments = await visitor().ok(listSuggestionComments, { suggestionId: french.id });
    expect(comments.comments.map((c) => c.textLanguage)).toEqual(['es']);

    const roadmap = await visitor().ok(getRoadmap, undefined);
    expect(roadmap.lanes.planned.map((c) => [c.id, c.textLanguage])).toEqual([[english.id, 'en']]);
  });
});
