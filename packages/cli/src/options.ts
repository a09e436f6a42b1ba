/**
 * Reads `--options`: a comma-separated list of preset names (`none` = the game's defaults) and `key=value`
 * settings, applied left to right. A value is read as JSON when it parses (`true`, `4`, `null`), else as text.
 */
export function parseGameOptions(
  text: string | undefined,
  presets: Readonly<Record<string, unknown>>,
): Record<string, unknown> | string {
  let options: Record<string, unknown> = {};
  for (const item of (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const equals = item.indexOf('=');
    if (equals < 0) {
      if (item === 'none') {
        options = {};
        continue;
      }
      const preset = presets[item];
      if (typeof preset !== 'object' || preset === null) {
        return `unknown option preset "${item}" (known: ${['none', ...Object.keys(presets)].join(', ')})`;
      }
      Object.assign(options, preset);
    } else {
      const key = item.slice(0, equals).trim();
      if (!key) return `"${item}" has no option name before "="`;
      options[key] = readValue(item.slice(equals + 1).trim());
    }
  }
  return options;
}

function readValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
