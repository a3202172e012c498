/** Dungeons named on the command line: a built-in id, or a text map file. */
import { BUILTIN_DUNGEONS, type Dungeon, getBuiltinDungeon, parseDungeon } from '@dungeonbowl/engine';
import { fsMessage, type Io, MAP_BYTES, TooLargeError, UserError, withoutBom } from './io.ts';

export interface LoadedDungeon {
  /** The id or the file name, as given. */
  source: string;
  text: string;
  dungeon: Dungeon;
}

export function loadDungeon(spec: string, io: Io): LoadedDungeon {
  const builtin = getBuiltinDungeon(spec);
  let text: string;
  if (builtin) {
    text = builtin.text;
  } else {
    try {
      text = io.readFile(spec, MAP_BYTES);
    } catch (e) {
      if (e instanceof TooLargeError) throw new UserError(`${spec}: ${e.message}`);
      const ids = BUILTIN_DUNGEONS.map((d) => d.id).join(', ');
      throw new UserError(`${spec}: ${fsMessage(e)} (not a file, nor a built-in dungeon: ${ids})`);
    }
  }
  // Windows line endings are common in hand-made files; the map format counts columns without them.
  const r = parseDungeon(withoutBom(text).replace(/\r\n/g, '\n'));
  if (!r.ok) {
    const lines = r.errors.map((e) => `${spec}:${e.line}:${e.column}: ${e.message} [${e.code}]`);
    throw new UserError(`${spec} is not a valid dungeon map:`, lines);
  }
  return { source: spec, text: r.value.text, dungeon: r.value };
}
