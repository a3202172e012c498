export { checkInvariants } from '../src/invariants.ts';
