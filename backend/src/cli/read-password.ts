import { createInterface } from 'node:readline';
import { CliError } from './cli-error.js';

const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const ESCAPE = '\u001b';
const BACKSPACES = new Set(['\u007f', '\b']);

/** Reads one line typed at the terminal without showing it. */
function promptHidden(prompt: string, input: NodeJS.ReadStream, output: NodeJS.WriteStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let value: string[] = [];
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value.join(''));
    };
    const onData = (chunk: string) => {
      if (chunk.startsWith(ESCAPE)) return; // arrow keys and the like
      for (const char of chunk) {
        if (char === CTRL_C) return finish(new CliError('Cancelled. Nothing was changed.'));
        if (char === '\r' || char === '\n' || char === CTRL_D) return finish();
        if (BACKSPACES.has(char)) value = value.slice(0, -1);
        else if (char >= ' ') value.push(char);
      }
    };
    // Raw mode first: whatever is typed from the moment the prompt shows must not echo.
    input.setEncoding('utf8');
    input.setRawMode(true);
    input.on('data', onData);
    input.resume();
    output.write(prompt);
  });
}

/** The first line of a piped standard input, without its line ending. */
async function readFirstLine(input: NodeJS.ReadStream): Promise<string> {
  const lines = createInterface({ input, crlfDelay: Infinity, terminal: false });
  try {
    for await (const line of lines) return line;
  } finally {
    lines.close();
    input.pause();
  }
  throw new CliError('No password on standard input: pipe one line, or run the command in a terminal.');
}

/**
 * At a terminal, asks twice without echo; otherwise (a script, a test) reads the
 * first line of standard input, so the password never appears in the process list.
 */
export async function readPassword(
  label: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  if (!input.isTTY) return readFirstLine(input);
  const first = await promptHidden(`${label}: `, input, output);
  const second = await promptHidden(`${label} again: `, input, output);
  if (first !== second) throw new CliError('The two passwords differ. Nothing was changed.');
  return first;
}
