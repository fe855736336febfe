// Highlights a block in the light and the dark theme with one run of its
// grammar. Shiki runs the grammar once per theme and lines the two results up,
// though the grammar's work (matching its rules against each line), most of
// highlighting's cost, is the same for both themes: only the style each theme
// gives a scope path differs. Here the grammar runs once against a theme of
// pairs: for each scope path, the style the light theme gives it and the style
// the dark theme gives it, each resolved as vscode-textmate resolves it for one
// theme. The result is the element shiki makes in two runs, which
// tests/unit/dual-theme.test.ts checks on every language docgen loads.
import { applyColorReplacements, flatTokenVariants, resolveColorReplacements, splitLines, tokensToHast, type Highlighter, type ShikiTransformer, type ThemedToken, type ThemeRegistrationResolved } from 'shiki';
import { EncodedTokenMetadata, INITIAL, Theme, type StateStack } from 'shiki/textmate';
import type { Root } from 'hast';

/** What vscode-textmate's theme match gives a scope path: -1 and 0 mean "as its parent". */
interface ScopeStyle {
  fontStyle: number;
  foregroundId: number;
  backgroundId: number;
}

/** A scope path as vscode-textmate hands it to the theme. */
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

/** The part of vscode-textmate's registry a grammar reads its theme from. */
interface ThemeHolder {
  _theme: Theme;
  setTheme(theme: Theme): void;
}

/** Token style fields in the encoded token metadata: 9 bits of foreground, 8 of background, neither 0. */
const FOREGROUND_IDS = 511;
const BACKGROUND_IDS = 255;
const MAX_PAIRS = FOREGROUND_IDS * BACKGROUND_IDS;

/** A block needed more pairs of styles than a token's metadata can tell apart. */
class PairsExhaustedError extends Error {}

/** The light and dark styles of a token, as shiki writes them on its span. */
type HtmlStyle = Record<string, string>;

export interface DualThemeOptions {
  lang: string;
  transformers: ShikiTransformer[];
}

export class DualThemeHighlighter {
  private readonly light: OneTheme;
  private readonly dark: OneTheme;
  /** The pair of styles behind each id the pair theme has given out, by a key made of both. */
  private readonly ids = new Map<number, number>();
  private readonly styles: HtmlStyle[] = [];
  /** Each scope path's style in either theme, and the pair theme's for both. */
  private styled = new ScopePathMemo<{ light: ScopeStyle; dark: ScopeStyle; pair: ScopeStyle }>();
  private readonly pairTheme: Theme;
  private readonly rootOptions: { fg: string; bg: string; themeName: string };

  /** `maxPairs` is smaller only in tests: what happens when the ids run out. */
  constructor(
    private readonly shiki: Highlighter,
    lightName: string,
    darkName: string,
    private readonly maxPairs = MAX_PAIRS,
  ) {
    this.light = new OneTheme(shiki.getTheme(lightName));
    this.dark = new OneTheme(shiki.getTheme(darkName));
    const pair = (path: ScopePath | null): ScopeStyle => this.stylesOf(path).pair;
    // Every scope gets a full style (never "as its parent"), so a token's style is its innermost scope's pair.
    this.pairTheme = { match: pair, getDefaults: () => pair(null), getColorMap: () => [] } as unknown as Theme;
    // As shiki writes the <pre>'s colours for two themes with the light one as the default.
    const colour = (theme: OneTheme, property: 'fg' | 'bg') => applyColorReplacements(theme.registration[property], theme.replacements) || 'inherit';
    this.rootOptions = {
      fg: `${colour(this.light, 'fg')};--shiki-dark:${colour(this.dark, 'fg')}`,
      bg: `${colour(this.light, 'bg')};--shiki-dark-bg:${colour(this.dark, 'bg')}`,
      themeName: `shiki-themes ${this.light.registration.name} ${this.dark.registration.name}`,
    };
  }

  /**
   * The highlighted root; undefined where shiki should highlight the block
   * itself: a registry unlike the one this was written against, or a block of
   * more pairs of styles than the ids can tell apart.
   */
  highlight(code: string, { lang, transformers }: DualThemeOptions): Root | undefined {
    const grammar = this.shiki.getLanguage(lang);
    const holder = (grammar as unknown as { themeProvider?: Partial<ThemeHolder> }).themeProvider;
    if (typeof holder?.setTheme !== 'function' || !(holder._theme instanceof Theme)) return undefined;
    const previous = holder._theme;
    // Ids are given out for the whole highlighter's life; they start again between blocks, never within one.
    if (this.styles.length > this.maxPairs / 2) this.forgetPairs();
    holder.setTheme(this.pairTheme);
    const lines: ThemedToken[][] = [];
    try {
      let state: StateStack = INITIAL;
      for (const [line, lineOffset] of splitLines(code)) {
        // Shiki leaves the state alone on an empty line.
        if (line === '') {
          lines.push([]);
          continue;
        }
        // No time limit: the output must not depend on how busy the machine is (see highlighter.ts).
        const { tokens, ruleStack } = grammar.tokenizeLine2(line, state, 0);
        state = ruleStack;
        lines.push(this.lineTokens(line, lineOffset, tokens));
      }
    } catch (error) {
      if (!(error instanceof PairsExhaustedError)) throw error;
      this.forgetPairs();
      return undefined;
    } finally {
      holder.setTheme(previous);
    }
    // What shiki's codeToHast hands on for two themes.
    const options = { lang, transformers, themes: { light: this.light.registration.name, dark: this.dark.registration.name }, defaultColor: 'light' as const, ...this.rootOptions };
    return tokensToHast(lines, options, { meta: {}, options, source: code } as never);
  }

  private lineTokens(line: string, lineOffset: number, tokens: Uint32Array): ThemedToken[] {
    const result: ThemedToken[] = [];
    // Shiki joins whitespace to the token after it on the line.
    let whitespace = '';
    let whitespaceOffset = 0;
    const count = tokens.length / 2;
    for (let index = 0; index < count; index++) {
      const start = tokens[2 * index]!;
      const end = index + 1 < count ? tokens[2 * index + 2]! : line.length;
      if (start === end) continue;
      const content = line.slice(start, end);
      const metadata = tokens[2 * index + 1]!;
      const id = (EncodedTokenMetadata.getBackground(metadata) - 1) * FOREGROUND_IDS + EncodedTokenMetadata.getForeground(metadata) - 1;
      if (end < line.length && /^\s+$/.test(content)) {
        if (!whitespace) whitespaceOffset = lineOffset + start;
        whitespace += content;
      } else if (whitespace) {
        result.push({ content: whitespace + content, offset: whitespaceOffset, htmlStyle: this.styles[id] });
        whitespace = '';
      } else {
        result.push({ content, offset: lineOffset + start, htmlStyle: this.styles[id] });
      }
    }
    return result;
  }

  private stylesOf(path: ScopePath | null): { light: ScopeStyle; dark: ScopeStyle; pair: ScopeStyle } {
    return this.styled.get(path, () => {
      const parent = path && this.stylesOf(path.parent);
      const light = parent ? this.light.styleOf(path!, parent.light) : this.light.defaults;
      const dark = parent ? this.dark.styleOf(path!, parent.dark) : this.dark.defaults;
      return { light, dark, pair: this.pairStyle(light, dark) };
    });
  }

  /** The pair theme's style for a light and a dark style: an id, in the only two fields a token carries through. */
  private pairStyle(light: ScopeStyle, dark: ScopeStyle): ScopeStyle {
    const key = (packStyle(light) * 2 ** 22) + packStyle(dark);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.styles.length;
      if (id >= this.maxPairs) throw new PairsExhaustedError();
      this.ids.set(key, id);
      const variants = { light: this.light.tokenStyle(light), dark: this.dark.tokenStyle(dark) };
      this.styles.push(flatTokenVariants({ content: '', offset: 0, variants }, ['light', 'dark'], '--shiki-', 'light').htmlStyle!);
    }
    return { fontStyle: 0, foregroundId: (id % FOREGROUND_IDS) + 1, backgroundId: Math.floor(id / FOREGROUND_IDS) + 1 };
  }

  private forgetPairs(): void {
    this.ids.clear();
    this.styles.length = 0;
    this.styled = new ScopePathMemo();
  }
}

/** One theme's styles, resolved along a scope path as vscode-textmate merges them into token metadata. */
class OneTheme {
  readonly replacements: ReturnType<typeof resolveColorReplacements>;
  private readonly theme: Theme;
  private readonly colours: string[];
  /** The style of the root, before any scope. */
  readonly defaults: ScopeStyle;

  constructor(readonly registration: ThemeRegistrationResolved) {
    // As shiki's registry makes it, so that colour ids and matches are the same.
    this.theme = Theme.createFromRawTheme(registration);
    this.colours = this.theme.getColorMap();
    this.replacements = resolveColorReplacements(registration);
    this.defaults = this.theme.getDefaults();
  }

  /** The style of a path, given its parent's. */
  styleOf(path: ScopePath, parent: ScopeStyle): ScopeStyle {
    const own = this.theme.match(path as never);
    return own === null ? parent : { fontStyle: own.fontStyle === -1 ? parent.fontStyle : own.fontStyle, foregroundId: own.foregroundId || parent.foregroundId, backgroundId: own.backgroundId || parent.backgroundId };
  }

  /** A token's colour and font style, as shiki gives them for this theme alone. */
  tokenStyle(style: ScopeStyle): { color: string; fontStyle: number } {
    return { color: applyColorReplacements(this.colours[style.foregroundId]!, this.replacements)!, fontStyle: style.fontStyle };
  }
}

function packStyle({ fontStyle, foregroundId, backgroundId }: ScopeStyle): number {
  return (fontStyle & 15) | (foregroundId << 4) | (backgroundId << 13);
}

/**
 * Values by scope path. vscode-textmate makes a new path object for each scope
 * it pushes, on a parent path it keeps, so a path is known by its parent
 * object and its last scope name.
 */
class ScopePathMemo<Value> {
  private readonly byParent = new WeakMap<ScopePath, Map<string, Value>>();
  private readonly roots = new Map<string, Value>();
  private root: Value | undefined;

  get(path: ScopePath | null, make: () => Value): Value {
    if (path === null) return (this.root ??= make());
    let byName = path.parent === null ? this.roots : this.byParent.get(path.parent);
    if (!byName) this.byParent.set(path.parent!, (byName = new Map()));
    let value = byName.get(path.scopeName);
    if (value === undefined) byName.set(path.scopeName, (value = make()));
    return value;
  }
}
