// The device kinds of a table that also has the galley scale, registered only here: the tests give
// them to openDevice and to `quartermaster serve` and `monitor` (their run()'s `kinds`).
import { balanceKind, deviceKinds, kindsOf } from '../../../firmware-bridge/src/index.ts';
import { galleyFormat } from './format.ts';

export const galleyScale = balanceKind({ id: 'galley', what: "the ship's galley scale (a test's own)", format: galleyFormat, baudRate: 4800 });

export const kinds = kindsOf([...deviceKinds.values(), galleyScale]);
