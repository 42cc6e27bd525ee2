// The help texts, generated from the command registry: the global usage (every
// command, by section) and one command's usage with its options and their valid values.
import type { CliCommand, CommandSection } from './command-spec';
import { GLOBAL_CHOICES, GLOBAL_HELP } from './global-options';

const SECTIONS: ReadonlyArray<[CommandSection, string]> = [
  ['setup', 'Setting up:'],
  ['read', 'Reading (from the offline cache) and exporting:'],
  ['money', 'Moving money (each shows the instruction and its checks; nothing is sent without --yes;\nwarnings must be acknowledged with --acknowledge CODE; production needs --environment-name production):'],
  ['journal', 'What was sent:'],
];

const EXIT_CODES = `Exit codes: 0 ok, 1 failed or refused, 2 usage or input to fix, 3 not configured, 4 keychain unavailable,
5 offline (for a payment: queued, to be sent again with the same key), 130 interrupted (Ctrl-C).`;

function signature(command: CliCommand): string {
  return ['treasury', command.name, ...command.args].join(' ');
}

function commandLines(command: CliCommand): string[] {
  const [first = '', ...rest] = command.usage;
  const lines = [`  ${[command.name, ...command.args, first].join(' ').trimEnd()}`, ...rest.map((r) => `      ${r}`)];
  if (lines.length === 1 && (lines[0] as string).length < 40) return [`${(lines[0] as string).padEnd(40)}${command.description}`];
  return [...lines, `${' '.repeat(40)}${command.description}`];
}

/** `treasury --help`: every command of the registry, by section; `topic` keeps the commands starting with that word. */
export function globalUsage(registry: readonly CliCommand[], topic?: string): string {
  const shown = topic === undefined ? registry : registry.filter((c) => c.words[0] === topic);
  const parts = ['Usage: treasury [--data-dir DIR] [--env sandbox|production] [--json] <command> [options]', ''];
  for (const [section, title] of SECTIONS) {
    const commands = shown.filter((c) => c.section === section);
    if (commands.length === 0) continue;
    parts.push(title, ...commands.flatMap(commandLines), '');
  }
  parts.push('`treasury <command> --help` shows a command\'s options and the values they take.');
  parts.push('Dates: --from DATE starts at that day\'s 00:00 UTC; --to DATE includes that whole day.');
  parts.push(EXIT_CODES, '');
  return parts.join('\n');
}

function optionLine(name: string, spec: { type: string; multiple?: boolean }, help: string, choices: readonly string[] | undefined): string {
  const flag = `--${name}${spec.multiple === true ? ' (repeatable)' : ''}`;
  const valid = choices === undefined ? '' : `\n${' '.repeat(30)}one of: ${choices.join(', ')}`;
  return `  ${flag.padEnd(28)}${help}${valid}`;
}

/** `treasury <command> --help`: its usage, what it does, its options and the global ones. */
export function commandUsage(command: CliCommand): string {
  const [first = '', ...rest] = command.usage;
  const lines = [`Usage: ${signature(command)} ${first}`.trimEnd(), ...rest.map((r) => `    ${r}`), '', command.description, ''];
  const names = Object.keys(command.options);
  if (names.length > 0) {
    lines.push('Options:');
    for (const name of names) lines.push(optionLine(name, command.options[name] as { type: string; multiple?: boolean }, command.optionHelp[name] ?? '', command.choices[name]));
    lines.push('');
  }
  lines.push('Global options:');
  for (const [name, help] of Object.entries(GLOBAL_HELP)) lines.push(optionLine(name, { type: 'string' }, help, GLOBAL_CHOICES[name]));
  lines.push('', EXIT_CODES, '');
  return lines.join('\n');
}
