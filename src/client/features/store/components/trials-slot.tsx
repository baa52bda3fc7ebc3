import { lazy, Suspense } from 'react';
import type { TrialDto } from '#shared/contracts/store.ts';

// Most customers have no trial: its section (and "Buy to keep it"'s cart code) loads only for
// those who do (DESIGN JS budget).
const TrialsSection = lazy(() => import('./trials-section.tsx').then((m) => ({ default: m.TrialsSection })));

/** /orders' trials, when there are any. */
export function TrialsSlot({ trials }: { trials: TrialDto[] }) {
  if (trials.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <TrialsSection trials={trials} />
    </Suspense>
  );
}
