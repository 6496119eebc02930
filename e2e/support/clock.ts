// The day the end-to-end flows live on. The demo traffic is generated for the 30 days before
// `demoUntil` and the browser's clock starts at `e2eNow` (and runs on from there), so "yesterday",
// "last 7 days", the recipients and every figure are the same on every run, whatever the date:
// a flow that passed once passes again. The server keeps its own clock (sessions, tokens).

/** A Wednesday morning, UTC. */
export const e2eNow = new Date('2026-11-18T09:30:00Z');
/** The demo traffic's last day is the one before this (its "yesterday"). */
export const demoUntil = e2eNow.toISOString().slice(0, 10);
