export type ChangeType = 'new' | 'improved' | 'fixed';

export interface Release {
  version: string;
  /** ISO date of the release. */
  date: string;
  /** Each change's text is `releases.<key>.<change.key>` in the changelog namespace. */
  key: string;
  changes: Array<{ key: string; type: ChangeType }>;
}

/** SPEC §2: the static release history, newest first. */
export const RELEASES: Release[] = [
  {
    version: '3.2.0',
    date: '2026-10-14',
    key: 'v320',
    changes: [
      { key: 'pulseAlerts', type: 'new' },
      { key: 'composite', type: 'new' },
      { key: 'fullStack', type: 'new' },
      { key: 'compositeSpeed', type: 'improved' },
      { key: 'activationReason', type: 'improved' },
      { key: 'htfLag', type: 'fixed' },
    ],
  },
  {
    version: '3.1.5',
    date: '2026-08-26',
    key: 'v315',
    changes: [
      { key: 'alertRearm', type: 'improved' },
      { key: 'cumulativeReset', type: 'fixed' },
      { key: 'nakedPoc', type: 'fixed' },
      { key: 'betaUpgrade', type: 'fixed' },
    ],
  },
  {
    version: '3.1.0',
    date: '2026-07-08',
    key: 'v310',
    changes: [
      { key: 'pullbackDots', type: 'new' },
      { key: 'machineId', type: 'new' },
      { key: 'tickCpu', type: 'improved' },
      { key: 'valueAreaRows', type: 'fixed' },
    ],
  },
];
