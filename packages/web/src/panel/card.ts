/**
 * A player's card as text (no DOM): who it is, its team, its profile, each skill with what it
 * does (the engine's `skillText`), its state and, where the game keeps one, its step on [000]'s
 * injury ladder. Read from the state the engine left; nothing here decides a rule. A hurt
 * player's skills are listed as lost (`Player.skillsLost`: the engine's `skillsOf` gives none);
 * a crippled one's ST is already halved in `p.st`.
 */
import {
  dungeonOf,
  type Game,
  type Player,
  pitText,
  skillDisplayName,
  skillText,
  words,
} from '@dungeonbowl/engine';
import { isPitSquare } from '../board/hazards.ts';
import { hasInjuryLadder, playerName, positionName, teamName } from '../names.ts';
import { inPit, LADDER_WORDS, type LadderStep, ladderStep } from './roster.ts';

export interface CardSkill {
  /** As the player has it ('loner:4'). */
  id: string;
  name: string;
  /** What it does in play; '' for a skill the engine has no sentence for. */
  text: string;
}

export interface PlayerCardText {
  id: number;
  /** 'Witch Elf #3' */
  title: string;
  /** The player's own name, when it has one besides the title. */
  ownName: string | null;
  position: string;
  team: number;
  teamName: string;
  stats: { label: 'MA' | 'ST' | 'AG' | 'PA' | 'AV'; value: string }[];
  skills: CardSkill[];
  /** Hurt ([000]): none of its skills works for the rest of the game. */
  skillsLost: boolean;
  /** Where it is and how it stands: 'standing', 'prone, in a pit (...)', "KO'd", ... */
  state: string;
  /** The rest worth knowing now: 'has the ball', 'has acted this turn', ... */
  notes: string[];
  ladder: { step: LadderStep; words: string } | null;
}

/** Off the floor: the dugout box it is in, in words. */
const OUT: Record<string, string> = {
  reserve: 'in reserve',
  ko: "KO'd",
  casualty: 'a casualty',
  sentOff: 'sent off',
  lost: 'lost in space',
  retired: 'gone with its team (conceded)',
};

function stateOf(g: Game, p: Player): string {
  if (ladderStep(p) === 'dead') return 'dead';
  if (p.status === 'standing' || p.status === 'prone' || p.status === 'stunned') {
    if (!inPit(g, p.sq)) return p.status;
    // [002]: a pit of the map; [000]/[003]: a revealed trap's pit. The engine says how it gets out.
    const how = pitText(isPitSquare(g, dungeonOf(g), p.sq) ? 'map' : 'trap', true);
    return `${p.status}, in a pit (${how})`;
  }
  // [000]: no KO box; a removed player not dead comes back by the entrance.
  if (p.status === 'ko' && hasInjuryLadder(g)) return 'out: back by the entrance next turn';
  if (p.status === 'casualty' && p.casualty) return `a casualty (${words(p.casualty)})`;
  return OUT[p.status] ?? p.status;
}

function notesOf(g: Game, p: Player): string[] {
  const out: string[] = [];
  if (g.ball.state === 'carried' && g.ball.carrier === p.id) out.push('has the ball');
  if (p.activated) out.push('has acted this turn');
  if (p.lostTackleZone) out.push('has no tackle zone until it next acts');
  if (p.rooted) out.push('rooted to its square');
  return out;
}

export function playerCard(g: Game, id: number): PlayerCardText | null {
  const p = g.players[id];
  if (!p) return null;
  const title = playerName(g, id);
  // Under a ruleset with the ladder a player not yet injured is on its first step, 'normal'.
  const step = ladderStep(p) ?? (hasInjuryLadder(g) ? 'normal' : null);
  return {
    id,
    title,
    ownName: p.name && p.name !== title ? p.name : null,
    position: positionName(g, p),
    team: p.team,
    teamName: teamName(g, p.team),
    stats: [
      { label: 'MA', value: String(p.ma) },
      { label: 'ST', value: String(p.st) },
      { label: 'AG', value: `${p.ag}+` },
      { label: 'PA', value: p.pa === null ? '-' : `${p.pa}+` },
      { label: 'AV', value: `${p.av}+` },
    ],
    skills: p.skills.map((s) => ({ id: s, name: skillDisplayName(s), text: skillText(s) ?? '' })),
    skillsLost: !!p.skillsLost,
    state: stateOf(g, p),
    notes: notesOf(g, p),
    ladder: step ? { step, words: step === 'normal' ? 'normal (no injury yet)' : LADDER_WORDS[step] } : null,
  };
}
