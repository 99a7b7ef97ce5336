/** Deadline arithmetic lives in shared/ so the dashboard can use it; re-exported here for the engine's users. */
export * from '@app/shared/legal/deadlines';
export { statuteBarredCheck, type StatuteBarredResult } from '@app/shared/legal/limitation';
