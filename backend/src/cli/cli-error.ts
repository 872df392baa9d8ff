/** A refusal the command explains in one line; anything else is an unexpected failure. */
export class CliError extends Error {
  override readonly name = 'CliError';
}
