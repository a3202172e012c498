/** Block dice as faces: the symbol and name of each, clickable when the viewer's coach picks. */
import type { Action, Game } from '@dungeonbowl/engine';
import { topFrame } from '../choices.ts';
import { teamName } from '../names.ts';
import { words } from '../words.ts';

const SYMBOL: Record<string, string> = {
  playerDown: '☠',
  bothDown: '⚔',
  push: '➜',
  stumble: '!',
  pow: '✸',
};

export function BlockDice(props: {
  g: Game;
  actions: Action[];
  enabled: boolean;
  onChoose(a: Action): void;
}) {
  const f = topFrame(props.g);
  if (f?.t !== 'block' || f.faces.length === 0) return null;
  const choose = new Map<number, Action>();
  for (const a of props.actions) if (a.type === 'chooseBlockDie') choose.set(a.index, a);
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
