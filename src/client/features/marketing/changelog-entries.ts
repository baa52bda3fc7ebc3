import type { ParseKeys } from 'i18next';

export type ChangeType = 'new' | 'improved' | 'fixed';
/** A text of the changelog namespace; tsc checks each one exists in the English bundle. */
type ChangelogText = ParseKeys<'changelog'>;

export interface Release {
  version: string;
  /** ISO date of the release. */
  date: string;
  summary: ChangelogText;
  changes: Array<{ text: ChangelogText; type: ChangeType }>;
}

/** SPEC §2: the static release history, newest first. */
export const RELEASES: Release[] = [
  {
    version: '3.2.0',
    date: '2026-10-14',
    summary: 'releases.v320.summary',
    changes: [
      { text: 'releases.v320.pulseAlerts', type: 'new' },
      { text: 'releases.v320.composite', type: 'new' },
      { text: 'releases.v320.fullStack', type: 'new' },
      { text: 'releases.v320.compositeSpeed', type: 'improved' },
      { text: 'releases.v320.activationReason', type: 'improved' },
      { text: 'releases.v320.htfLag', type: 'fixed' },
    ],
  },
  {
    version: '3.1.5',
    date: '2026-08-26',
    summary: 'releases.v315.summary',
    changes: [
      { text: 'releases.v315.alertRearm', type: 'improved' },
      { text: 'releases.v315.cumulativeReset', type: 'fixed' },
      { text: 'releases.v315.nakedPoc', type: 'fixed' },
      { text: 'releases.v315.betaUpgrade', type: 'fixed' },
    ],
  },
  {
    version: '3.1.0',
    date: '2026-07-08',
    summary: 'releases.v310.summary',
    changes: [
      { text: 'releases.v310.pullbackDots', type: 'new' },
      { text: 'releases.v310.machineId', type: 'new' },
      { text: 'releases.v310.tickCpu', type: 'improved' },
      { text: 'releases.v310.valueAreaRows', type: 'fixed' },
    ],
  },
];
