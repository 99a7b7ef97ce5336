/** Shown once when the user picks the EDP or trust strategy: the engine's own caution (PRODUCT.md rule 5). */
import { strategyCaution } from '@app/shared/legal/strategy-caution';

export const STRATEGY_CAUTION_TITLE = 'Before you choose this option';
export const strategyCautionText = (strategy: 'edp' | 'trust') => strategyCaution(strategy);
