// A computer player's level (the shelf's `computer.levels` and the table's `ComputerInfo.levels`:
// ids the table plays by) in the tablet's words; a level the tablet has no word for, as it is.
import { t } from '../i18n/i18n.ts';

/** `easy`, `medium`, `hard` in the tablet's language. */
export const levelWord = (level: string): string => t('{level, select, easy {easy} medium {medium} hard {hard} other {{level}}}', { level });
