/**
 * The time as the app's business rules see it (updates windows, renewals, trials).
 * `buildApp` decorates each app with the system clock (`app.clock`); a test sets its own on its
 * app (`t.app.clock = () => at`) to stand months or days later without waiting. Rules that
 * compare times take the `now` read from it, never the database's `now()`.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
