/** The shape of one spell's rules; rules/spells/index.ts offers and casts them. */
import type { Action } from '../../actions.ts';
import type { Ctx } from '../../core.ts';
import type { SpellFrame } from '../../frames.ts';

export type CastAction = Extract<Action, { type: 'castSpell' }>;

export interface SpellRule {
  /** The casts open to the caster now (one per target); none: its coach is not asked. */
  casts(ctx: Ctx, f: SpellFrame, caster: number): CastAction[];
  /** Casts it. Setting f.phase to 'resolve' asks for further steps (`resolve`). */
  cast(ctx: Ctx, f: SpellFrame, caster: number, a: CastAction): void;
  /** Further automatic steps (Chain Lightning's jumps); sets f.phase to 'done' at the end. */
  resolve?(ctx: Ctx, f: SpellFrame, caster: number): void;
  /** In phase 'pick': the caster's choices (the player the lightning jumps to). */
  choices?(ctx: Ctx, f: SpellFrame, caster: number): Action[];
  chosen?(ctx: Ctx, f: SpellFrame, caster: number, a: Action): void;
}
