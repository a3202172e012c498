/**
 * Players as tokens: the team's colour, the number, a two-letter position, and a shape for how it
 * stands (a round token standing, a flattened one with a dashed rim prone, the same crossed when
 * stunned; sunk in a black rim when in a pit: a pit of the map, or a trap's revealed pit). The ball rides on its carrier. Tokens move with
 * a short CSS transition.
 */
import { dungeonOf, type Game, type Player, pitText, revealedTrapAt } from '@dungeonbowl/engine';
import { ink, teamColour, teamMark } from '../colours.ts';
import { positionAbbrev } from '../names.ts';
import { CELL } from './Floor.tsx';
import { isPitSquare } from './hazards.ts';
import { BallMark } from './Items.tsx';

export interface TokenMarks {
  selected: number | null;
  /** Players the coach may select now. */
  selectable: Set<number>;
  /** Players a click would act on (targets). */
  targets: Set<number>;
}

/**
 * A player down in a pit ([002]): a black rim round a smaller token, as seen from above, so it is
 * never mistaken for a player merely lying on the floor.
 */
function PitRim() {
  const c = CELL;
  return (
    <circle
      class="pit-rim"
      cx={c / 2}
      cy={c / 2}
      r={c * 0.47}
      fill="#140d05"
      stroke="#6b4f2a"
      stroke-width={2}
    />
  );
}

/**
 * With more than two teams, colour alone cannot tell 16 teams apart: a tab at the token's top
 * left carries its side's number (as on the team's chip in the panel and the order of play).
 */
function TeamTab({ team, fill, fg }: { team: number; fill: string; fg: string }) {
  const w = CELL * 0.42;
  const h = CELL * 0.3;
  return (
    <g class="team-tab" data-team={team}>
      <rect x={0} y={0} width={w} height={h} rx={2} fill={fill} stroke="#111" stroke-width={1} />
      <text
        x={w / 2}
        y={h / 2 + 0.5}
        font-size={h * 0.8}
        font-weight="bold"
        fill={fg}
        text-anchor="middle"
        dominant-baseline="central"
      >
        {teamMark(team)}
      </text>
    </g>
  );
}

/** Which pit a player is in: one of the map's ([002]), a revealed trap's ([003], [000]), or none. */
type PitKind = 'map' | 'trap' | null;

function Token({ g, p, marks, inPit }: { g: Game; p: Player; marks: TokenMarks; inPit: PitKind }) {
  const c = CELL;
  const fill = teamColour(p.team);
  const fg = ink(fill);
  const down = p.status !== 'standing';
  const x = (p.sq % g.width) * c;
  const y = Math.floor(p.sq / g.width) * c;
  const carrier = g.ball.state === 'carried' && g.ball.carrier === p.id;
  const ring = marks.selected === p.id ? 'ring sel' : marks.targets.has(p.id) ? 'ring target' : 'ring pick';
  const showRing = marks.selected === p.id || marks.targets.has(p.id) || marks.selectable.has(p.id);
  return (
    <g
      class={`token ${p.status}`}
      data-player={p.id}
      data-testid={`player-${p.id}`}
      data-status={p.status}
      data-in-pit={inPit ? 'true' : undefined}
      data-pit={inPit ?? undefined}
      style={{ transform: `translate(${x}px, ${y}px)` }}
    >
      {inPit && <title>{pitText(inPit)}</title>}
      {inPit && <PitRim />}
      {showRing && <circle class={ring} cx={c / 2} cy={c / 2} r={c * 0.49} />}
      {down ? (
        <ellipse
          cx={c / 2}
          cy={c / 2}
          rx={c * (inPit ? 0.36 : 0.44)}
          ry={c * (inPit ? 0.26 : 0.3)}
          fill={fill}
          opacity={0.85}
          stroke="#111"
          stroke-width={1.5}
          stroke-dasharray="3 2"
        />
      ) : (
        <circle cx={c / 2} cy={c / 2} r={c * 0.42} fill={fill} stroke="#111" stroke-width={2} />
      )}
      {p.status === 'stunned' && (
        <path
          d={`M${c * 0.2} ${c * 0.3}L${c * 0.8} ${c * 0.7}M${c * 0.8} ${c * 0.3}L${c * 0.2} ${c * 0.7}`}
          stroke="#111"
          stroke-width={2}
          opacity={0.6}
        />
      )}
      <TokenLabels num={p.number} pos={positionAbbrev(g, p)} down={down} fill={fill} fg={fg} />
      {g.teams.length > 2 && <TeamTab team={p.team} fill={fill} fg={fg} />}
      {carrier && <BallMark cx={c * 0.82} cy={c * 0.18} r={c * 0.16} />}
    </g>
  );
}

/**
 * The number above, the position's letters below, both at least 11 px at the default zoom (a
 * square of 32 px): the letters are drawn a little condensed to fit the round token, and with a
 * rim of the team's colour so they stay readable where they reach past a flattened (prone) token.
 */
function TokenLabels(props: { num: number; pos: string; down: boolean; fill: string; fg: string }) {
  const c = CELL;
  const rim = { stroke: props.fill, 'stroke-width': 2.5, 'paint-order': 'stroke' };
  return (
    <>
      <text
        x={c / 2}
        y={c * (props.down ? 0.36 : 0.38)}
        font-size={props.down ? 11 : 13}
        font-weight="bold"
        fill={props.fg}
        text-anchor="middle"
        dominant-baseline="central"
        {...rim}
      >
        {props.num}
      </text>
      <text
        class="pos"
        x={c / 2}
        y={c * (props.down ? 0.7 : 0.74)}
        font-size={11}
        fill={props.fg}
        text-anchor="middle"
        dominant-baseline="central"
        letter-spacing={-0.5}
        {...rim}
      >
        {props.pos}
      </text>
    </>
  );
}

const ON_PITCH = new Set(['standing', 'prone', 'stunned']);

export function Tokens({ g, marks }: { g: Game; marks: TokenMarks }) {
  const d = dungeonOf(g);
  // Sorted by id so a token keeps its DOM node (and its transition) as it moves.
  return (
    <g class="tokens">
      {g.players
        .filter((p) => ON_PITCH.has(p.status) && p.sq >= 0)
        .map((p) => (
          <Token
            key={p.id}
            g={g}
            p={p}
            marks={marks}
            inPit={isPitSquare(g, d, p.sq) ? 'map' : revealedTrapAt(g, p.sq) ? 'trap' : null}
          />
        ))}
    </g>
  );
}
