/**
 * Block dice as faces: the symbol and name of each, clickable when the viewer's coach picks; until
 * then drawn at full strength as rolled (dashed), with a line saying what comes first.
 */
import type { Action, BlockDice as BlockDiceInfo, Decision, Game } from '@dungeonbowl/engine';
import { teamName } from '../names.ts';
import { words } from '../words.ts';
import './block-dice.css';

export const SYMBOL: Record<string, string> = {
  playerDown: '☠',
  bothDown: '⚔',
  push: '➜',
  stumble: '!',
  pow: '✸',
};

/** The decisions of a block, each carrying its dice. */
const BLOCK_KINDS = new Set<Decision['kind']>([
  'blockReroll',
  'blockDie',
  'blockSkill',
  'juggernaut',
  'followUp',
]);

export function BlockDice(props: { g: Game; d: Decision; enabled: boolean; onChoose(a: Action): void }) {
  const { d } = props;
  if (!BLOCK_KINDS.has(d.kind)) return null;
  const f = d.context as BlockDiceInfo;
  if (f.faces.length === 0) return null;
  const choose = new Map<number, Action>();
  for (const a of d.actions) if (a.type === 'chooseBlockDie') choose.set(a.index, a);
  const state = diceState(props.g, d, f, props.enabled && choose.size > 0);
  return (
    <div class="block-dice" data-testid="block-dice">
      <div class="muted">
        {f.faces.length} {f.faces.length === 1 ? 'die' : 'dice'}, {teamName(props.g, f.chooser)} picks
        {f.face ? ` · chosen: ${words(f.face)}` : ''}
      </div>
      {state && (
        <div class="block-dice-state" data-testid="block-dice-state">
          {state}
        </div>
      )}
      <div class="faces">
        {f.faces.map((face, i) => {
          const a = choose.get(i);
          const live = !!a && props.enabled;
          return (
            <button
              type="button"
              key={`${i}-${face}`}
              class={`die-face ${face} ${live ? 'clickable' : 'rolled'}`}
              data-testid={`block-die-${i}`}
              data-face={face}
              disabled={!live}
              onClick={() => a && props.onChoose(a)}
              title={live ? `Choose ${words(face)}` : `${words(face)}: rolled`}
            >
              <span class="sym">{SYMBOL[face] ?? '?'}</span>
              <span class="name">{words(face)}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** What the rolled dice wait for, when they cannot be clicked yet (null when they can, or once chosen). */
function diceState(g: Game, d: Decision, f: BlockDiceInfo, clickable: boolean): string | null {
  if (clickable) return 'Click the die to keep';
  if (f.face) return null;
  if (d.kind === 'blockReroll') return 'Rolled: re-roll them or not first, then the die is chosen';
  if (d.kind === 'blockDie') return `Rolled: ${teamName(g, f.chooser)} chooses the die`;
  return 'Rolled';
}
