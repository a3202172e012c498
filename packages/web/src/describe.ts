/** What the engine is waiting for, in words: the heading of the decision panel. */
import type { Decision, Game } from '@dungeonbowl/engine';
import { topFrame } from './choices.ts';
import { declareName } from './labels.ts';
import { playerName, teamName } from './names.ts';
import { words } from './words.ts';

type Frame = Game['stack'][number];

function pregame(g: Game, f: Extract<Frame, { t: 'pregame' }>): string {
  switch (f.phase) {
    case 'chests':
      return 'Place a chest: click a highlighted square';
    case 'portals':
      return 'Place a portal: click a highlighted square';
    case 'endZones':
      return 'Choose your end zone';
    case 'deploy':
      return `Deploy your players (${f.deployed} of ${g.options.deployCount}): pick a player, then a square`;
    default:
      return words(f.phase);
  }
}

function test(g: Game, f: Extract<Frame, { t: 'test' }>): string {
  const r = f.last;
  const roll = r
    ? ` (rolled ${r.roll}${f.modifier ? `${f.modifier > 0 ? '+' : ''}${f.modifier}` : ''}, needed ${f.target}+)`
    : '';
  return `${playerName(g, f.player)}: the ${words(f.test)} roll failed${roll}. Re-roll?`;
}

function activation(g: Game, f: Extract<Frame, { t: 'activation' }>): string {
  const p = g.players[f.player];
  const left = p.ma - f.moved;
  const ma = left > 0 ? `${left} MA left` : 'no MA left (rushes only)';
  return `${playerName(g, f.player)}: ${declareName(f.action)}, ${ma}. Click a square, or choose below.`;
}

export function describeDecision(g: Game, d: Decision | null): string {
  if (!d) return g.result ? 'The game is over' : 'Waiting';
  const f = topFrame(g);
  if (!f) return '';
  switch (f.t) {
    case 'pregame':
      return pregame(g, f);
    case 'turn':
      return 'Select a player to act, or end the turn';
    case 'activation':
      return activation(g, f);
    case 'test':
      return test(g, f);
    case 'block':
      if (f.phase === 'choose') return `Choose a block die (${teamName(g, f.chooser)} picks)`;
      if (f.phase === 'followUp') return `${playerName(g, f.attacker)}: follow up?`;
      if (f.phase === 'reroll') return 'Re-roll the block dice?';
      return `Block: ${words(f.phase)}`;
    case 'push':
      if (f.phase === 'standFirm') return `${playerName(g, f.pushed)}: use Stand Firm?`;
      return `Choose where ${playerName(g, f.pushed)} is pushed`;
    case 'foul':
      return 'The referee saw the foul: argue the call?';
    case 'pass':
    case 'wallThrow':
    case 'bomb':
      return f.phase === 'interference' ? 'Interfere with the throw?' : words(f.t);
    case 'spell':
      return 'Cast your wizard’s spell?';
    default:
      return `${words(f.t)}: choose`;
  }
}
