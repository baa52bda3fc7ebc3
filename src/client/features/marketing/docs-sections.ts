// The docs' sections live in shared code: the search index (server) lists them too.
export { DOC_GROUPS, DOC_SECTION_IDS, type DocSectionId } from '#shared/docs-sections.ts';
