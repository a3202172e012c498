/** Block dice as faces: the symbol and name of each, clickable when the viewer's coach picks. */
import type { Action, BlockDice as BlockDiceInfo, Decision, Game } from '@dungeonbowl/engine';
import { teamName } from '../names.ts';
import { words } from '../words.ts';

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
  return (
    <div class="block-dice" data-testid="block-dice">
      <div class="muted">
        {f.faces.length} {f.faces.length === 1 ? 'die' : 'dice'}, {teamName(props.g, f.chooser)} picks
        {f.face ? ` · chosen: ${words(f.face)}` : ''}
      </div>
      <div class="faces">
        {f.faces.map((face, i) => {
          const a = choose.get(i);
          return (
            <button
              type="button"
              key={`${i}-${face}`}
              class={`die-face ${face}`}
              data-testid={`block-die-${i}`}
              data-face={face}
              disabled={!a || !props.enabled}
              onClick={() => a && props.onChoose(a)}
              title={words(face)}
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
