import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import type { SearchDocument } from './search-document.ts';
import { syncDocuments } from './search.repo.ts';
import { loadChangelogDocuments } from './sources/changelog-documents.ts';
import { loadDocsDocuments, loadTutorialDocuments } from './sources/content-documents.ts';
import { loadIndicatorDocuments } from './sources/indicator-documents.repo.ts';
import { loadPostDocuments } from './sources/post-documents.repo.ts';
import { loadSuggestionDocuments } from './sources/suggestion-documents.repo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The site-search index's rebuilds (search.routes.ts asks for them); anything reading the
     * index after a write (the site search, the blog's search) awaits `idle()` first.
     */
    searchIndex: SearchIndexer;
  }
}

export type SearchIndexer = ReturnType<typeof createSearchIndexer>;

/** The docs and tutorials come from files shipped with the build: read once per process. */
let staticDocuments: { config: Config; documents: SearchDocument[] } | null = null;
function fileDocuments(config: Config): SearchDocument[] {
  if (staticDocuments?.config !== config) {
    staticDocuments = { config, documents: [...loadDocsDocuments(config), ...loadTutorialDocuments()] };
  }
  return staticDocuments.documents;
}

/** Reads every source and brings the index in line with what they hold now (changed rows only). */
export async function rebuildSearchIndex(db: Db, config: Config): Promise<{ added: number; removed: number }> {
  const documents = [
    ...(await loadIndicatorDocuments(db)),
    ...(await loadPostDocuments(db)),
    ...fileDocuments(config),
    ...(await loadChangelogDocuments(db)),
    ...(await loadSuggestionDocuments(db)),
  ];
  return syncDocuments(db, documents);
}

/**
 * Rebuilds on demand, one at a time: a call while a rebuild runs waits for one more rebuild
 * after it (which reads the newer write), and every call arriving meanwhile shares that one.
 */
export function createSearchIndexer(db: Db, config: Config, log: FastifyBaseLogger) {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const rebuild = async () => {
    try {
      await rebuildSearchIndex(db, config);
    } catch (error) {
      // The write that asked stands; the index catches up at the next change or start.
      log.error({ err: error }, 'search index: rebuild failed');
    }
  };
  const start = (): Promise<void> => {
    running = rebuild().finally(() => {
      running = null;
    });
    return running;
  };
  return {
    refresh(): Promise<void> {
      if (!running) return start();
      queued ??= running.then(() => {
        queued = null;
        return start();
      });
      return queued;
    },
    /** Resolves once no rebuild is running or waiting: a search after a write sees the write. */
    async idle(): Promise<void> {
      while (queued ?? running) await (queued ?? running);
    },
  };
}
