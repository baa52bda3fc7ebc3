/**
 * The documentation, in reading order: one Markdown file per section in `content/<lang>/docs/`,
 * grouped for the sidebar. The file name is the section's anchor (`/docs#activation`).
 */
export const DOC_GROUPS = [
  { key: 'gettingStarted', sections: ['introduction', 'installation', 'activation'] },
  { key: 'configuration', sections: ['settings', 'templates', 'performance'] },
  { key: 'indicators', sections: ['orderflow-pulse', 'volume-profile-pro', 'trend-sentinel'] },
] as const;

export type DocSectionId = (typeof DOC_GROUPS)[number]['sections'][number];

export const DOC_SECTION_IDS: DocSectionId[] = DOC_GROUPS.flatMap((group) => [...group.sections]);
