/**
 * The build step of every queued kind, by kind name. Only the worker imports this (with the engine and OCR behind
 * it); the kinds' declarations stay light for the HTTP routes.
 *
 * A build throws to ask for a retry, or throws a UserFacingError (kinds/errors.ts) when retrying cannot help.
 */
import type { LetterBase } from '@app/shared';
import type { Deps } from '../runtime/deps';
import { buildDebtLetter } from './debt-job';

export type BuildJob = (deps: Deps, letter: LetterBase) => Promise<void>;

export const BUILD_JOBS: Record<string, BuildJob> = {
  debt: buildDebtLetter as BuildJob,
};
