// How a test tells that a text names a command of the `treasury` CLI: a backtick, a
// "treasury <command>" line, a command's words ("keys set-api-key"), or an option
// ("--full"). The window's texts must never; the CLI's may (test/unit/architecture/
// window-words.test.ts reads the sources, test/integration/ipc/window-words.test.ts what
// crosses the dispatcher).
import { COMMANDS } from '../../electron/cli/command-registry';

/** The CLI's commands of more than one word ("keys set-api-key", "outbox resume"): one word alone is an ordinary word. */
export const COMMAND_PHRASES = COMMANDS.filter((command) => command.words.length > 1).map((command) => command.words.join(' '));

/** The first words of the CLI's commands: "treasury" before one of them is a command line ("treasury and ERP systems" is not). */
const FIRST_WORDS = [...new Set(COMMANDS.map((command) => command.words[0] as string))];

/**
 * Why `text` names a CLI command, or undefined when it does not. `options`: also an
 * option such as "--full" (main's texts; in the renderer "--row-height" is a CSS property).
 */
export function cliCommandIn(text: string, options = true): string | undefined {
  if (text.includes('`')) return 'a backtick';
  if (new RegExp(`\\btreasury (${FIRST_WORDS.join('|')})\\b`).test(text)) return 'a `treasury …` command line';
  const phrase = COMMAND_PHRASES.find((words) => new RegExp(`(^|[^\\w.-])${words.replace(/-/g, '\\-')}(?![\\w-])`).test(text));
  if (phrase !== undefined) return `the command "${phrase}"`;
  const option = options ? /(^|[\s(`"'])(--[a-z][a-z-]+)/.exec(text) : null;
  if (option !== null) return `the option ${option[2]}`;
  return undefined;
}
