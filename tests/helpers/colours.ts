// Colours as Chromium's computed styles write them: `rgb(…)` for a colour
// given so, `color(srgb …)` (channels from 0 to 1) for one mixed with
// color-mix. Read as 0–255 channels, to compare and to judge contrast.

const COLOUR = /rgba?\((\d+), (\d+), (\d+)[^)]*\)|color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)[^)]*\)/g;

/** Every colour in a computed value (one colour, or a gradient's), as rounded 0–255 channels. */
export function coloursIn(value: string): number[][] {
  return [...value.matchAll(COLOUR)].map((match) => (match[1] ? match.slice(1, 4).map(Number) : match.slice(4, 7).map((channel) => Math.round(Number(channel) * 255))));
}

/** WCAG's contrast ratio of white against a colour given as 0–255 channels. */
export function contrastWithWhite([red, green, blue]: number[]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(red!) + 0.7152 * linear(green!) + 0.0722 * linear(blue!);
  return 1.05 / (luminance + 0.05);
}
